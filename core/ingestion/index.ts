export {
  capFields,
  checkSerialisable,
  dropBots,
  foldPageUrl,
  ingest,
  markContact,
  readSource,
  resolveSite,
  stampWith,
  storedEventOf,
  upgradedEvent,
} from './pipeline';
export type { EventDraft, IngestResult, IngestStep, TrackFields } from './pipeline';
export { FIELD_CAPS, TEXT_MAX_LENGTH, URL_MAX_LENGTH } from './field-caps';
export { classifySource, tagValue, type Channel, type PageViewSource } from './sources';
export { contactKindOfLink } from './contacts';
