// shared-ui: the design system and the one door to Chakra UI and the router, shared as a federation
// singleton. Heavy, interactive pieces live in the lazily loaded entries `shared-ui/forms`,
// `shared-ui/overlays`, `shared-ui/disclosure` (accordion, tabs) and `shared-ui/clamp` (More/Less) and `shared-ui/staff` (staff lists' filters, pager, export). Bump the minor
// version whenever this entry gains an export.
// `shared-ui/image-field` (a form's picture, which uploads through shared-api) is not shared: the remotes that use it
// bundle it, as they bundle shared-api's feature entries.
export * from './components';
export * from './router';
export { system } from './system';
export { UiProvider } from './provider';
export { Island, IslandScope, IslandFrame, DocumentRouter, islandProps, defineIslands, type IslandWhen, type IslandComponent, type IslandTable } from './island';
export { Notifications } from './notify';
export { useCanonicalPath, FirstViewDocument } from './canonical';
export { notifySuccess, notifyError, notifyFailure } from './notify';
export { submitCall, type SubmitOptions } from './submit';
export * from './format';
export {
  i18n,
  Trans,
  useLingui,
  defineCatalogs,
  messageScope,
  localeOfPath,
  pathIn,
  basenameOf,
  directionOf,
  documentLocale,
  LOCALES,
  URDU_PREFIX,
  INTL_LOCALE,
  type Locale,
  type Messages,
  type MessageDescriptor,
  type Catalogs,
  type MessageScope,
  type MessageRuntime,
} from './i18n';
/** shared-ui's own Urdu, which the shell loads with its catalog. */
export { default as sharedUiCatalogs } from './locales';
export { saveFile } from './files';
export { usePageTitle } from './page-title';
export { CompleteProfileNotice, COMPLETE_PROFILE_PATH, useCompleteProfileNoticeShown } from './complete-profile-notice';
export { PageSection, EmptyState, LoadFailure, Banner, Section } from './page';
export { BackLink } from './back-link';
export { Pager, usePageNumber } from './paging';
export { useUrlFilters, type UrlFilters, type UrlFilterRule } from './url-filters';
export { MemberPhoto, StoredImage } from './stored-image';
export { CardGridSkeleton } from './skeletons';
export { useNearViewport } from './near-viewport';
export { WhenNear } from './when-near';
export { FaqQuestions, type FaqItem } from './faq';
export { useReferrer } from './referrer';
export { PageFrame, type PageFrameProps } from './page-frame';
export { SafeHtml, sanitizeHtml, setServerSanitizer } from './safe-html';
