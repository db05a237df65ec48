/**
 * What counts as a tracked click and how it is described (SPEC 7): the trackers' shared definition in
 * core/tracking, under the names this app's code and tests use.
 */
export {
  TRACKED_SELECTOR,
  clickFieldsOf as describeClick,
  clickTypeOf as classifyClick,
  elementTextOf as elementText,
  trackedElement as findTrackedElement,
} from '@core/tracking';
