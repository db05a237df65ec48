/**
 * Order ids: `ord_` and 16 random bytes in base64url (26 characters), safe as a Stripe
 * `client_reference_id` (letters, digits, `-`, `_`, at most 200) and within the contract's 27. 128 random
 * bits drawn fresh from the system: an order id in a payment link cannot be guessed from another.
 */
import { randomToken } from '../backend/crypto';

export const ORDER_ID_PATTERN = /^[A-Za-z0-9_-]{1,27}$/;

export function newOrderId(): string {
  return `ord_${randomToken(16)}`;
}
