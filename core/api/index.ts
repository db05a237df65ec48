/** Generated contract types, re-exported under short names. Never hand-write these shapes. */
import type { components, operations, paths } from './schema';

export { ENUMS, MAX_LENGTH } from './constraints';

export type { components, operations, paths };
export type Schemas = components['schemas'];
export type Stats = Schemas['Stats'];
export type Client = Schemas['Client'];
export type Problem = Schemas['Problem'];
export type ChatMessage = Schemas['ChatMessage'];
export type Brief = Schemas['Brief'];
export type BriefPatch = Schemas['BriefPatch'];
export type BriefField = Schemas['BriefField'];
export type InterviewFlag = Schemas['InterviewFlag'];
export type PageViewEvent = Schemas['PageViewEvent'];
export type ClickEvent = Schemas['ClickEvent'];
export type ConversionEvent = Schemas['ConversionEvent'];
export type ScrollEvent = Schemas['ScrollEvent'];
export type ClickType = Schemas['ClickType'];
export type PlanType = Schemas['PlanType'];
export type StyleId = Schemas['StyleId'];
export type Device = Schemas['Device'];
export type Heatmap = Schemas['Heatmap'];
export type Scrollmap = Schemas['Scrollmap'];
export type HeatmapPreview = Schemas['HeatmapPreview'];
export type HeatmapPreviewReason = Schemas['HeatmapPreviewReason'];
export type QuestionnaireSummary = Schemas['QuestionnaireSummary'];
export type QuestionnaireDetail = Schemas['QuestionnaireDetail'];
export type AppInfo = Schemas['AppInfo'];
export type BriefReview = Schemas['BriefReview'];
