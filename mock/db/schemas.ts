/**
 * Zod schemas of the records the mock keeps in @msw/data collections: the Store port's record types
 * (core/backend/store.ts), written as schemas so every record written is checked at run time.
 */
import { z } from 'zod';

const planType = z.enum(['basic', 'pro']);
const styleId = z.enum(['medical', 'fitness', 'business']);
const clickType = z.enum(['button', 'link', 'cta', 'unknown']);
const optionalText = z.string().nullable().optional();
const optionalNumber = z.number().nullable().optional();

export const eventSchema = z.object({
  id: z.string(),
  type: z.enum(['page_view', 'click', 'conversion', 'scroll']),
  timestamp: z.string(),
  session_id: z.string(),
  page_url: z.string().nullable(),
  page_title: optionalText,
  referrer: optionalText,
  viewport_width: optionalNumber,
  element_id: optionalText,
  element_class: optionalText,
  element_text: optionalText,
  click_type: clickType.nullable().optional(),
  click_x: optionalNumber,
  click_y: optionalNumber,
  conversion_type: optionalText,
  questionnaire_id: optionalText,
  plan_type: planType.nullable().optional(),
  value: optionalNumber,
  metadata: z.record(z.string(), z.unknown()).nullable().optional(),
  depth_percent: optionalNumber,
  document_height: optionalNumber,
  site: z.string().nullable(),
});

export const clientSchema = z.object({
  client_id: z.string(),
  questionnaire_id: z.string().nullable(),
  domain: z.string().nullable(),
  created_at: z.string(),
  is_active: z.boolean(),
  plan: planType,
  token_hash: z.string(),
  token_version: z.number().int(),
});

const messageSchema = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  timestamp: z.string(),
  hidden: z.boolean().optional(),
});

const briefSchema = z.object({
  plan_type: planType,
  business_name: z.string().nullable(),
  activity: z.string().nullable(),
  city: z.string().nullable(),
  target_customers: z.string().nullable(),
  services: z.array(z.object({ name: z.string(), price: z.string().nullable() })),
  strengths: z.string().nullable(),
  tone: z.string().nullable(),
  style: styleId.nullable(),
  colors: z.array(z.string()),
  contacts: z.object({
    email: z.string().nullable(),
    phone: z.string().nullable(),
    address: z.string().nullable(),
    whatsapp: z.string().nullable(),
    social: z.array(z.string()),
  }),
  domain_wish: z.string().nullable(),
  notes: z.string().nullable(),
});

export const questionnaireSchema = z.object({
  id: z.string(),
  session_id: z.string(),
  plan_type: planType,
  status: z.enum(['in_progress', 'completed']),
  created_at: z.string(),
  completed_at: z.string().nullable(),
  messages: z.array(messageSchema),
  /** The interviewer's own plain-JSON state: its shape belongs to core/interviewer. */
  interview: z.record(z.string(), z.unknown()),
  selected_style: styleId.nullable(),
  brief: briefSchema.nullable(),
  business_name: z.string().nullable(),
});

export const adminSchema = z.object({
  username: z.string(),
  password_hash: z.string(),
  token_version: z.number().int(),
});
