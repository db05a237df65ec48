import {
  CardList,
  DemoButton,
  DemoFooter,
  DemoLayout,
  DemoSection,
  DetailList,
  LinkColumns,
  Testimonial,
  logOnly,
  logOnlySubmit,
  sectionLook,
} from '../../components';
import { GuaranteeIcon, HeroArt, Leaf, ProductImage, Stars } from './art';
import { content as c } from './content';
import styles from './EcoShop.module.css';

const look = sectionLook(styles);
const benefitsLook = sectionLook(styles, { className: styles.benefitsSection, inner: styles.section });
const guaranteesLook = sectionLook(styles, { className: styles.guaranteesSection, inner: styles.section });

/** Demo page /stile3: an eco shop. Warm cream, forest green and honey, friendly slab serif, product cards. */
export default function EcoShopPage() {
  return (
    <DemoLayout meta={c.meta} className={styles.page} nav={nav} footer={<Footer />}>
      <p className={styles.promo}>
        <span>
          {c.promo.text} <strong className={styles.code}>{c.promo.code}</strong>
        </span>
        <span className={styles.promoDivider} aria-hidden="true">
          •
        </span>
        <span>{c.promo.shipping}</span>
      </p>

      <section className={styles.hero} aria-labelledby="s3-hero-title">
        <div className={styles.heroText}>
          <p className={styles.eyebrow}>{c.hero.eyebrow}</p>
          <h1 id="s3-hero-title">{c.hero.title}</h1>
          <p className={styles.lead}>{c.hero.lead}</p>
          <div className={styles.actions}>
            <a className={styles.primary} href="#prodotti">
              {c.hero.primary}
            </a>
            <DemoButton className={styles.secondary} label={c.hero.secondary} />
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

      <DemoSection id="prodotti" titleId="s3-prodotti" heading={c.products} {...look}>
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
      </DemoSection>

      <DemoSection id="vantaggi" titleId="s3-vantaggi" heading={c.benefits} {...benefitsLook}>
        <CardList
          className={styles.benefits}
          items={c.benefits.items}
          before={(benefit) => <p className={styles.figure}>{benefit.figure}</p>}
        />
      </DemoSection>

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
            <Testimonial
              key={review.author}
              before={
                <p className={styles.reviewStars}>
                  <Stars value={review.stars} />
                  <span className="visually-hidden">{review.stars} stelle su 5</span>
                </p>
              }
              quote={review.text}
              caption={
                <>
                  <strong>{review.author}</strong>, {review.city} · <span>{review.product}</span>
                </>
              }
            />
          ))}
        </div>
      </section>

      <DemoSection id="garanzie" titleId="s3-garanzie" heading={c.guarantees} {...guaranteesLook}>
        <CardList
          className={styles.guarantees}
          items={c.guarantees.items}
          icon={(item) => <GuaranteeIcon name={item.icon} />}
          iconClassName={styles.guaranteeIcon}
        />
        <form
          className={styles.newsletter}
          method="dialog"
          onSubmit={logOnlySubmit(c.guarantees.newsletter.submit)}
          aria-labelledby="s3-newsletter"
        >
          <div>
            <h3 id="s3-newsletter">{c.guarantees.newsletter.title}</h3>
            <p>{c.guarantees.newsletter.text}</p>
          </div>
          <div className={styles.newsletterField}>
            <label htmlFor="s3-email">{c.guarantees.newsletter.label}</label>
            <div>
              <input id="s3-email" name="email" type="email" autoComplete="email" required />
              <button type="submit" className={styles.primary}>
                {c.guarantees.newsletter.submit}
              </button>
            </div>
            <p>{c.guarantees.newsletter.privacy}</p>
          </div>
        </form>
      </DemoSection>
    </DemoLayout>
  );
}

function Footer() {
  return (
    <DemoFooter className={styles.footer} classes={{ inner: styles.footerInner, legal: styles.legal }} legal={c.footer}>
      <div>
        <p className={styles.footerBrand}>
          <Leaf /> {c.brand}
        </p>
        <DetailList className={styles.footerContacts} items={c.footer.contacts} />
      </div>
      <LinkColumns columns={c.footer.columns} />
      <p className={styles.payments}>{c.footer.payments}</p>
    </DemoFooter>
  );
}

const nav = {
  brand: (
    <>
      <Leaf />
      <span className={styles.brandText}>{c.brand}</span>
    </>
  ),
  links: c.nav,
  action: <DemoButton className={styles.cart} label={c.cart} />,
};
