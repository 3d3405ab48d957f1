// The shell's own texts in French: the areas of core's catalogue its screens use (header, footer,
// newsletter, the public, news and site-map pages, the login link). Each remote brings the areas of
// its own screens (its messages.ts): the shell's chunk no longer carries every area of core.
import { fr as common } from '@immo/core/messages/common';
import { fr as accounts } from '@immo/core/messages/accounts';
import { fr as seller } from '@immo/core/messages/seller';
import { fr as publicSite } from '@immo/core/messages/public-site';
import { fr as news } from '@immo/core/messages/news';

export const shellFr = { ...common, ...accounts, ...seller, ...publicSite, ...news };
