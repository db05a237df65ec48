/** Italian marketing filler of the eco shop demo page (route /stile3; SPEC 9: 25% promo code, free shipping above 35 €, 30-day free returns, 2-year warranty, 7-day free trial). */
import { typed } from '../../components';
import data from './content.json';

export type ProductArt = 'bottle' | 'brush' | 'soap' | 'wrap' | 'spray' | 'bag';

export interface Product {
  name: string;
  detail: string;
  price: string;
  oldPrice?: string;
  rating: number;
  reviews: number;
  badge?: string;
  art: ProductArt;
  tint: string;
}

export interface Benefit {
  title: string;
  text: string;
  figure: string;
}

export interface Review {
  text: string;
  author: string;
  city: string;
  product: string;
  stars: number;
}

export interface Guarantee {
  title: string;
  text: string;
  icon: 'truck' | 'return' | 'shield' | 'trial';
}

/** The page's copy, from content.json; records with named variants (icons, tones) typed here. */
export const content = {
  ...data,
  products: {
    ...data.products,
    ratingLabel: (rating: number, reviews: number) =>
      `Valutazione ${rating.toLocaleString('it-IT')} su 5, ${reviews} recensioni`,
    items: typed<Product[]>(data.products.items),
  },
  benefits: { ...data.benefits, items: typed<Benefit[]>(data.benefits.items) },
  reviews: { ...data.reviews, items: typed<Review[]>(data.reviews.items) },
  guarantees: { ...data.guarantees, items: typed<Guarantee[]>(data.guarantees.items) },
};
