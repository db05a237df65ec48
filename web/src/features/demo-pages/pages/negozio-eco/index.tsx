import { usePageMeta } from '../../../../lib/page-meta';
import { DemoLayout, LegalFooterNote, logOnly, logOnlySubmit } from '../../components';
import { GuaranteeIcon, HeroArt, Leaf, ProductImage, Stars } from './art';
import * as c from './content';
import styles from './EcoShop.module.css';

/** Demo page /stile3: an eco shop. Warm cream, forest green and honey, friendly slab serif, product cards. */
export default function EcoShopPage() {
  usePageMeta(c.meta);
  return (
    <DemoLayout
      className={styles.page}
      nav={{
        brand: (
          <>
            <Leaf />
            <span className={styles.brandText}>{c.brand}</span>
          </>
        ),
        links: c.nav,
        action: (
          <button type="button" className={styles.cart} onClick={logOnly(c.cart)}>
            {c.cart}
          </button>
        ),
      }}
      footer={<Footer />}
    >
      <p className={styles.promo}>
        <span>
          {c.promo.text} <strong className={styles.code}>{c.promo.code}</strong>
        </span>
        <span className={styles.promoDivider} aria-hidden="true">•</span>
        <span>{c.promo.shipping}</span>
      </p>

      <section className={styles.hero} aria-labelledby="s3-hero-title">
        <div className={styles.heroText}>
          <p className={styles.eyebrow}>{c.hero.eyebrow}</p>
          <h1 id="s3-hero-title">{c.hero.title}</h1>
          <p className={styles.lead}>{c.hero.lead}</p>
          <div className={styles.actions}>
            <a className={styles.primary} href="#prodotti">{c.hero.primary}</a>
            <button type="button" className={styles.secondary} onClick={logOnly(c.hero.secondary)}>
              {c.hero.secondary}
            </button>
          </div>
          <p className={styles.rating}>
            <Stars value={5} /> {c.hero.rating}
          </p>
          <p className={styles.heroNote}>{c.hero.note}</p>
        </div>
        <div className={styles.heroArt}>
          <HeroArt label={c.hero.artLabel} />
        </div>
      </section>

      <section id="prodotti" className={styles.section} aria-labelledby="s3-prodotti">
        <header className={styles.sectionHead}>
          <p className={styles.eyebrow}>{c.products.eyebrow}</p>
          <h2 id="s3-prodotti">{c.products.title}</h2>
          <p>{c.products.intro}</p>
        </header>
        <ul className={styles.products}>
          {c.products.items.map((product) => (
            <li key={product.name} className={styles.product}>
              <div className={styles.productImage}>
                <ProductImage art={product.art} tint={product.tint} />
                {product.badge ? <span className={styles.badge}>{product.badge}</span> : null}
              </div>
              <h3>{product.name}</h3>
              <p className={styles.detail}>{product.detail}</p>
              <p className={styles.productRating}>
                <Stars value={product.rating} />
                <span className="visually-hidden">{c.products.ratingLabel(product.rating, product.reviews)}</span>
                <span aria-hidden="true">({product.reviews})</span>
              </p>
              <p className={styles.price}>
                {product.oldPrice ? (
                  <>
                    <del>
                      <span className="visually-hidden">Prezzo precedente </span>
                      {product.oldPrice}
                    </del>{' '}
                  </>
                ) : null}
                <strong>{product.price}</strong>
              </p>
              <button type="button" className={styles.add} onClick={logOnly(`${c.products.add}: ${product.name}`)}>
                {c.products.add}
                <span className="visually-hidden">: {product.name}</span>
              </button>
            </li>
          ))}
        </ul>
      </section>

      <section id="vantaggi" className={styles.benefitsSection} aria-labelledby="s3-vantaggi">
        <div className={styles.section}>
          <header className={styles.sectionHead}>
            <p className={styles.eyebrow}>{c.benefits.eyebrow}</p>
            <h2 id="s3-vantaggi">{c.benefits.title}</h2>
          </header>
          <ul className={styles.benefits}>
            {c.benefits.items.map((benefit) => (
              <li key={benefit.title}>
                <p className={styles.figure}>{benefit.figure}</p>
                <h3>{benefit.title}</h3>
                <p>{benefit.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section id="recensioni" className={styles.section} aria-labelledby="s3-recensioni">
        <header className={`${styles.sectionHead} ${styles.reviewsHead}`}>
          <div>
            <p className={styles.eyebrow}>{c.reviews.eyebrow}</p>
            <h2 id="s3-recensioni">{c.reviews.title}</h2>
          </div>
          <p className={styles.score}>
            <strong>{c.reviews.summary.score}</strong> {c.reviews.summary.outOf}
            <Stars value={5} />
            <span>{c.reviews.summary.count}</span>
          </p>
        </header>
        <div className={styles.reviews}>
          {c.reviews.items.map((review) => (
            <figure key={review.author}>
              <p className={styles.reviewStars}>
                <Stars value={review.stars} />
                <span className="visually-hidden">{review.stars} stelle su 5</span>
              </p>
              <blockquote>{review.text}</blockquote>
              <figcaption>
                <strong>{review.author}</strong>, {review.city} · <span>{review.product}</span>
              </figcaption>
            </figure>
          ))}
        </div>
      </section>

      <section id="garanzie" className={styles.guaranteesSection} aria-labelledby="s3-garanzie">
        <div className={styles.section}>
          <header className={styles.sectionHead}>
            <p className={styles.eyebrow}>{c.guarantees.eyebrow}</p>
            <h2 id="s3-garanzie">{c.guarantees.title}</h2>
          </header>
          <ul className={styles.guarantees}>
            {c.guarantees.items.map((item) => (
              <li key={item.title}>
                <span className={styles.guaranteeIcon}><GuaranteeIcon name={item.icon} /></span>
                <h3>{item.title}</h3>
                <p>{item.text}</p>
              </li>
            ))}
          </ul>
          <form className={styles.newsletter} onSubmit={logOnlySubmit(c.guarantees.newsletter.submit)} aria-labelledby="s3-newsletter">
            <div>
              <h3 id="s3-newsletter">{c.guarantees.newsletter.title}</h3>
              <p>{c.guarantees.newsletter.text}</p>
            </div>
            <div className={styles.newsletterField}>
              <label htmlFor="s3-email">{c.guarantees.newsletter.label}</label>
              <div>
                <input id="s3-email" name="email" type="email" autoComplete="email" required />
                <button type="submit" className={styles.primary}>{c.guarantees.newsletter.submit}</button>
              </div>
              <p>{c.guarantees.newsletter.privacy}</p>
            </div>
          </form>
        </div>
      </section>
    </DemoLayout>
  );
}

function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        <div>
          <p className={styles.footerBrand}>
            <Leaf /> {c.brand}
          </p>
          <dl className={styles.footerContacts}>
            {c.footer.contacts.map((contact) => (
              <div key={contact.label}>
                <dt>{contact.label}</dt>
                <dd>{contact.href ? <a href={contact.href}>{contact.value}</a> : contact.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        {c.footer.columns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2>{column.title}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link}>
                  <button type="button" onClick={logOnly(link)}>{link}</button>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <p className={styles.payments}>{c.footer.payments}</p>
        <LegalFooterNote className={styles.legal} company={c.footer.company} address={c.footer.address} details={c.footer.details} />
      </div>
    </footer>
  );
}
