// The channels this site sends notices on, as the registration form reads them: with shared-api's light useRead
// (decision 009), apart from api.ts, so that the register page, a visitor's first view, loads no query client.
import { defineQuery, useRead } from 'shared-api';
import { getNoticeChannels, noticeKeys } from './requests';

/** WhatsApp and SMS, each whether this site sends on it; pending until the answer comes, which nothing waits for. */
export const useNoticeChannels = () => useRead(defineQuery(noticeKeys.channels, getNoticeChannels));
