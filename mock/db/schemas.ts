/**
 * Zod schemas of the records the mock keeps in @msw/data collections, so every record written is checked
 * at run time. They restate nothing: enumerations come from the contract (core/api's ENUMS, generated from
 * openapi.yaml) and each schema is checked at compile time to produce exactly the Store port's record type
 * (core/backend/store.ts, itself built from the contract's types), so a field added to the contract or the
 * port and not here fails the type check.
 */
import { z } from 'zod';
import { ENUMS, type Brief, type ChatMessage } from '@core/api';
import type { EventType, StoredAdmin, StoredClient, StoredEvent, StoredQuestionnaire } from '@core/backend';
import type { InterviewState } from '@core/interviewer';

/**
 * True when A and B are the same record type: each assignable to the other and the same keys (mutual
 * assignability alone lets an optional field be missing on either side).
 */
type Same<A, B> = [A] extends [B]
  ? [B] extends [A]
    ? [keyof A] extends [keyof B]
      ? [keyof B] extends [keyof A]
        ? true
        : false
      : false
    : false
  : false;
/** Compiles only when the schema's output is exactly T. */
function exactly<T>() {
  return <S extends z.ZodType>(schema: S & (Same<z.output<S>, T> extends true ? unknown : never)): S => schema;
}

const planType = z.enum(ENUMS.PlanType);
const styleId = z.enum(ENUMS.StyleId);
const clickType = z.enum(ENUMS.ClickType);
const optionalText = z.string().nullable().optional();
const optionalNumber = z.number().nullable().optional();
const EVENT_TYPES = [
  'page_view',
  'click',
  'conversion',
  'scroll',
  'form_submit',
] as const satisfies readonly EventType[];

export const eventSchema = exactly<StoredEvent>()(
  z.object({
    id: z.string(),
    type: z.enum(EVENT_TYPES),
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
    utm_source: optionalText,
    utm_medium: optionalText,
    utm_campaign: optionalText,
    contact_kind: z.enum(ENUMS.ContactKind).nullable().optional(),
    channel: z.enum(ENUMS.Channel).nullable().optional(),
    source: optionalText,
    site: z.string().nullable(),
  }),
);

export const clientSchema = exactly<StoredClient>()(
  z.object({
    client_id: z.string(),
    questionnaire_id: z.string().nullable(),
    domain: z.string().nullable(),
    created_at: z.string(),
    is_active: z.boolean(),
    plan: planType,
    token_hash: z.string(),
    token_version: z.number().int(),
  }),
);

const messageSchema = exactly<ChatMessage>()(
  z.object({
    role: z.enum(ENUMS['ChatMessage.role']),
    content: z.string(),
    timestamp: z.string(),
    hidden: z.boolean().optional(),
  }),
);

const briefSchema = exactly<Brief>()(
  z.object({
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
      pec: optionalText,
    }),
    domain_wish: z.string().nullable(),
    notes: z.string().nullable(),
    // Added with the summary card: optional, so briefs stored before them still load.
    owner_name: optionalText,
    opening_hours: optionalText,
    vat_number: optionalText,
    register: z
      .enum(['tu', 'lei'] as const satisfies readonly NonNullable<Brief['register']>[])
      .nullable()
      .optional(),
    flags: z
      .array(z.object({ type: z.enum(ENUMS['InterviewFlag.type']), excerpt: z.string(), turn: z.number().int() }))
      .optional(),
    edited_fields: z.array(z.enum(ENUMS.BriefField)).optional(),
    unverified_fields: z.array(z.enum(ENUMS.BriefField)).optional(),
  }),
);

/** The interviewer's own plain-JSON state: its shape belongs to core/interviewer. */
const interviewSchema = z.custom<InterviewState>(
  (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
  'interview must be a plain object',
);

export const questionnaireSchema = exactly<StoredQuestionnaire>()(
  z.object({
    id: z.string(),
    session_id: z.string(),
    plan_type: planType,
    status: z.enum(ENUMS.QuestionnaireStatus),
    created_at: z.string(),
    completed_at: z.string().nullable(),
    messages: z.array(messageSchema),
    interview: interviewSchema,
    selected_style: styleId.nullable(),
    brief: briefSchema.nullable(),
    business_name: z.string().nullable(),
    brief_confirmation: z
      .object({ confirmed_at: z.string(), confirmed_fields: z.array(z.enum(ENUMS.BriefField)) })
      .nullable()
      .optional(),
  }),
);

export const adminSchema = exactly<StoredAdmin>()(
  z.object({
    username: z.string(),
    password_hash: z.string(),
    token_version: z.number().int(),
  }),
);
