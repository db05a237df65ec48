/**
 * The address the browser goes to after the summary is confirmed: the plan's payment link for the billing,
 * with the order it pays (`client_reference_id`, which Stripe's webhook hands back) and the customer's email
 * (`prefilled_email`) as query parameters, written with the URL API so nothing in them can break the link.
 */
export function paymentUrl(link: string, orderId: string | null, email: string | null): string {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    // Not a URL we can add to (the settings only hold URIs, so this is a misconfiguration): go as configured.
    return link;
  }
  if (orderId) url.searchParams.set('client_reference_id', orderId);
  if (email?.trim()) url.searchParams.set('prefilled_email', email.trim());
  return url.toString();
}
