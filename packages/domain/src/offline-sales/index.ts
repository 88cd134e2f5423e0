export {
  DEVICE_ID_PATTERN,
  OFFLINE_REVIEW,
  SYNC_BACKOFF,
  offlineCreditCheck,
  provisionalNumber,
  reviewReason,
  syncOutcome,
  syncRetryDelay,
} from './offline-sales';
export type { SyncOutcome } from './offline-sales';
