/**
 * The billing data for the electronic invoice, asked in the summary before completion: prefilled from what
 * the chat already knows (the brief), checked with the contract's own expressions (openapi.yaml,
 * InvoiceDetailsInput), sent with the completion. Also the two facts an order cannot do without: the
 * business name and an email (the confirmation and the access link go there).
 */
import { MAX_LENGTH, PATTERN, type Brief, type BriefField, type Schemas } from '@core/api';
import { QUESTIONNAIRE } from './content';

export type InvoiceInput = Schemas['InvoiceDetailsInput'];
export type InvoiceField = 'legal_name' | 'tax_id' | 'recipient_code' | 'pec' | 'address';
export type InvoiceValues = Record<InvoiceField, string>;

export const INVOICE_FIELDS: readonly InvoiceField[] = ['legal_name', 'tax_id', 'recipient_code', 'pec', 'address'];

export const INVOICE_MAX_LENGTH: Readonly<Record<InvoiceField, number>> = {
  legal_name: MAX_LENGTH['InvoiceDetailsInput.legal_name'],
  // P.IVA «IT 012 345 678 90» or a codice fiscale with spaces: room to type, normalised before sending.
  tax_id: MAX_LENGTH['InvoiceDetails.tax_id'] + 8,
  recipient_code: MAX_LENGTH['InvoiceDetails.recipient_code'] + 2,
  pec: MAX_LENGTH['InvoiceDetailsInput.pec'],
  address: MAX_LENGTH['InvoiceDetailsInput.address'],
};

const TAX_ID = new RegExp(PATTERN['InvoiceDetailsInput.tax_id']);
const RECIPIENT_CODE = new RegExp(PATTERN['InvoiceDetailsInput.recipient_code']);
/** What a browser's type=email accepts, roughly: something@domain.tld without spaces. */
const EMAIL_LIKE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What the chat already knows, as the form's starting values. */
export function invoicePrefill(brief: Brief | null): InvoiceValues {
  return {
    legal_name: brief?.business_name ?? brief?.owner_name ?? '',
    tax_id: brief?.vat_number ?? '',
    recipient_code: '',
    pec: brief?.contacts.pec ?? '',
    address: brief?.contacts.address ?? '',
  };
}

/** «IT 012 345 678 90» → «01234567890»; «rssmra80a01h501u» → «RSSMRA80A01H501U». */
export function normaliseTaxId(value: string): string {
  return value
    .replace(/^\s*IT(?=[\s\d])/i, '')
    .replace(/[\s.-]/g, '')
    .toUpperCase();
}

export function normaliseRecipientCode(value: string): string {
  return value.replace(/\s/g, '').toUpperCase();
}

/** The Italian reason a typed value cannot be sent, per field (empty fields are allowed). */
export function invoiceErrors(values: InvoiceValues): Partial<Record<InvoiceField, string>> {
  const copy = QUESTIONNAIRE.summary.invoice.errors;
  const errors: Partial<Record<InvoiceField, string>> = {};
  const taxId = normaliseTaxId(values.tax_id);
  if (taxId && !TAX_ID.test(taxId)) errors.tax_id = copy.taxId;
  const code = normaliseRecipientCode(values.recipient_code);
  if (code && !RECIPIENT_CODE.test(code)) errors.recipient_code = copy.recipientCode;
  if (values.pec.trim() && !EMAIL_LIKE.test(values.pec.trim())) errors.pec = copy.pec;
  return errors;
}

/** The completion's `invoice_details`: every field, trimmed and normalised, null when empty. */
export function invoiceInput(values: InvoiceValues): InvoiceInput {
  const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
  return {
    legal_name: orNull(values.legal_name),
    tax_id: orNull(normaliseTaxId(values.tax_id)),
    recipient_code: orNull(normaliseRecipientCode(values.recipient_code)),
    pec: orNull(values.pec),
    address: orNull(values.address),
  };
}

/** The brief's fields an order needs before payment: who it is for, and where to write. */
export const REQUIRED_FIELDS: readonly BriefField[] = ['business_name', 'email'];

export function missingRequired(brief: Brief | null): BriefField[] {
  return REQUIRED_FIELDS.filter((field) =>
    field === 'email' ? !brief?.contacts.email?.trim() : !brief?.business_name?.trim(),
  );
}
