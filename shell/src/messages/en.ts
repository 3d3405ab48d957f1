// The shell's own texts in English: the areas of core's catalogue its screens use (header, footer,
// newsletter, the public, news and site-map pages, the login link). Each remote brings the areas of
// its own screens (its messages.ts): the shell's chunk no longer carries every area of core.
import { en as common } from '@immo/core/messages/common';
import { en as accounts } from '@immo/core/messages/accounts';
import { en as seller } from '@immo/core/messages/seller';
import { en as publicSite } from '@immo/core/messages/public-site';
import { en as news } from '@immo/core/messages/news';

export const shellEn = { ...common, ...accounts, ...seller, ...publicSite, ...news };
