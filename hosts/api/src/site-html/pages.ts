import {
  ANONYMOUS,
  LOGIN_PAGE_PATH,
  PROPERTY_TYPES,
  PUBLIC_PAGES,
  SITE_MAP_PATH,
  formatDateFr,
  formatDecimal,
  formatEuros,
  isPropertyTypeCode,
  propertyPagePath,
  siteMapView,
  translate,
  type GetPropertyPage,
  type ListPublicSales,
  type ListSiteSales,
  type Locale,
  type MessageCode,
  type PropertyPage,
  type PublicSaleCard,
} from '@immo/core';
import { escapeHtml } from './escape.js';
import { newsPageAt, newsletterPageAt, type NewsPagesUseCases } from './news-pages.js';
import type { SitePage } from './site-page.js';

export interface SitePagesUseCases extends NewsPagesUseCases {
  getPropertyPage: Pick<GetPropertyPage, 'execute'>;
  listPublicSales: Pick<ListPublicSales, 'execute'>;
  listSiteSales: Pick<ListSiteSales, 'execute'>;
}

/** The screens' routes that exist but are nobody's to index: spaces, login. */
const PRIVATE_ROUTES = [
  /^\/espace-negociateur(\/.*)?$/,
  /^\/espace-utilisateur(\/.*)?$/,
  /^\/mon-espace$/,
  /^\/espace-admin(\/.*)?$/,
  /^\/login$/,
  new RegExp(`^${LOGIN_PAGE_PATH.replace(/\./g, '\\.')}$`),
];

const HOME_SALES = 12;

const typeName = (type: string, locale: Locale): string =>
  isPropertyTypeCode(type) ? PROPERTY_TYPES[type][locale] : type;

const phaseText = (phase: string): MessageCode =>
  phase === 'ended' ? 'site_sale_ended' : phase === 'live' ? 'site_sale_live' : 'site_sale_upcoming';

/**
 * A card's picture: in <noscript>, a blank box of its size holding the place. A browser running
 * scripts does not fetch it (a lazy <img> near the first screen is fetched anyway); the remote's cards
 * bring the pictures, lazily, as they come into view. Without scripts, the pictures show. Not even the
 * first card's: on a phone it was the page's largest paint, and Lighthouse's simulated LCP takes in
 * every request that ended before the paint it observed — the picture painted a moment after the
 * shell's scripts came took them all in (LCP 1.5–2.8 s from one run to the next). Without it, the
 * largest paint is the heading, in the first frame: LCP = FCP.
 */
function cardPictureHtml(url: string, title: string): string {
  const img = (attributes: string) =>
    `<img src="${escapeHtml(url)}" alt="${escapeHtml(title)}" width="320" height="213"${attributes} />`;
  return `<span class="ssr-card-photo"><noscript>${img(' loading="lazy"')}</noscript></span>`;
}

function cardsHtml(cards: readonly PublicSaleCard[], locale: Locale): string {
  const t = (code: MessageCode, params: Record<string, string | number> = {}) =>
    translate(code, locale, params);
  if (cards.length === 0) return `<p>${escapeHtml(t('site_sales_empty'))}</p>`;
  return `<ul class="ssr-cards">${cards
    .map(
      (card) =>
        `<li class="ssr-card"><a href="${escapeHtml(propertyPagePath(card.propertyId))}">${
          card.imageUrl ? cardPictureHtml(card.imageUrl, card.title) : ''
        }<h3>${escapeHtml(card.title)}</h3></a><p>${escapeHtml(`${card.city} (${card.postcode})`)}</p><p class="ssr-price">${escapeHtml(
          t('site_price_with_fees', { price: formatEuros(card.price) }),
        )}</p><p>${escapeHtml(t(phaseText(card.phase)))}</p></li>`,
    )
    .join('')}</ul>`;
}

/** The property's key content and its schema.org listing. */
function propertyPageOf(data: PropertyPage, locale: Locale, siteUrl: string): SitePage {
  const t = (code: MessageCode, params: Record<string, string | number> = {}) =>
    translate(code, locale, params);
  const { property, photos, auction } = data;
  const path = propertyPagePath(property.id);
  const price = auction ? (auction.auction.currentPrice ?? auction.auction.firstPrice) : property.firstPrice;
  const startAt = auction?.auction.startAt ?? null;
  const endAt = auction?.auction.endAt ?? null;
  const priceText = formatEuros(price);
  const type = typeName(property.type, locale);
  const { city, postcode } = property.address;
  const details = [
    property.livingArea ? t('site_area_value', { area: formatDecimal(property.livingArea, locale) }) : null,
    property.rooms ? t('site_rooms_count', { count: property.rooms }) : null,
  ].filter((d): d is string => d !== null);
  const dates = startAt && endAt ? { start: formatDateFr(startAt), end: formatDateFr(endAt) } : null;
  const description = t('site_property_description', {
    type,
    city,
    postcode,
    details: details.length ? ` — ${details.join(', ')}` : '',
    price: formatEuros(property.firstPrice),
    start: dates?.start ?? '',
    end: dates?.end ?? '',
  });
  const ended = data.phase === 'ended';
  const photoHtml = (photo: (typeof photos)[number], index: number) =>
    `<img src="${escapeHtml(photo.thumbnailUrl)}" alt="${escapeHtml(photo.legend || t('site_photo_alt', { title: property.title, index: index + 1 }))}" width="640" height="427"${index > 0 ? ' loading="lazy"' : ` class="ssr-first-photo" fetchpriority="high"`} />`;
  // Right under the title, in the gallery's box (PRERENDER_CSS): the screen drawn over it later shows
  // the same photo no larger, so the page's largest paint stays this one, made before any script.
  const [firstPhoto] = photos;
  const row = (label: MessageCode, value: string) =>
    `<div><dt>${escapeHtml(t(label))}</dt><dd>${escapeHtml(value)}</dd></div>`;
  const main = `<article class="ssr-property" data-phase="${escapeHtml(data.phase)}">
<p class="ssr-phase">${escapeHtml(t(phaseText(data.phase)))}</p>
<h1>${escapeHtml(property.title)}</h1>
${firstPhoto ? photoHtml(firstPhoto, 0) : ''}
<p class="ssr-price">${escapeHtml(t(auction?.auction.currentPrice != null ? 'site_label_current_price' : 'site_label_price'))} : <strong>${escapeHtml(t('site_price_with_fees', { price: priceText }))}</strong></p>
<dl class="ssr-facts">${[
    row('site_label_town', `${city} (${postcode})`),
    ...(property.livingArea
      ? [row('site_label_area', t('site_area_value', { area: formatDecimal(property.livingArea, locale) }))]
      : []),
    ...(property.landArea
      ? [row('site_label_land', t('site_area_value', { area: formatDecimal(property.landArea, locale) }))]
      : []),
    ...(property.rooms ? [row('site_label_rooms', String(property.rooms))] : []),
    ...(property.bedrooms ? [row('site_label_bedrooms', String(property.bedrooms))] : []),
    ...(dates ? [row('site_label_dates', t('site_dates', dates))] : []),
  ].join('')}</dl>
${photos
  .slice(1)
  .map((photo, i) => photoHtml(photo, i + 1))
  .join('\n')}
${property.description
  .split(/\n{2,}/)
  .filter((paragraph) => paragraph.trim() !== '')
  .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
  .join('\n')}
</article>`;
  const address = property.address;
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    name: property.title,
    description,
    url: `${siteUrl}${path}`,
    ...(startAt ? { datePosted: new Date(startAt).toISOString() } : {}),
    image: photos.map((photo) => `${siteUrl}${photo.url}`),
    offers: {
      '@type': 'Offer',
      price,
      priceCurrency: 'EUR',
      availability: ended ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
      ...(startAt ? { validFrom: new Date(startAt).toISOString() } : {}),
      ...(endAt ? { validThrough: new Date(endAt).toISOString() } : {}),
    },
    about: {
      '@type': property.type === 'MAIS' ? 'House' : property.type === 'APPT' ? 'Apartment' : 'Place',
      name: property.title,
      address: {
        '@type': 'PostalAddress',
        ...(address.street ? { streetAddress: address.street } : {}),
        postalCode: address.postcode,
        addressLocality: address.city,
        addressCountry: 'FR',
      },
      ...(address.lat !== null && address.lng !== null
        ? { geo: { '@type': 'GeoCoordinates', latitude: address.lat, longitude: address.lng } }
        : {}),
      ...(property.livingArea && (property.type === 'MAIS' || property.type === 'APPT')
        ? { floorSize: { '@type': 'QuantitativeValue', value: property.livingArea, unitCode: 'MTK' } }
        : {}),
      ...(property.rooms && (property.type === 'MAIS' || property.type === 'APPT')
        ? { numberOfRooms: property.rooms }
        : {}),
    },
  };
  return {
    status: 200,
    locale,
    title: t('site_property_title', { title: property.title, city, price: priceText }),
    description,
    path,
    image: photos[0]?.url ?? null,
    openGraph: [
      ['product:price:amount', String(price)],
      ['product:price:currency', 'EUR'],
      ['og:locality', city],
    ],
    jsonLd: [jsonLd],
    main,
  };
}

/** The pages of the HTML site maps (spec §2.4): their index, the three lists, one page per group. */
async function siteMapPage(
  path: string,
  locale: Locale,
  useCases: SitePagesUseCases,
): Promise<SitePage | null> {
  const result = await useCases.listSiteSales.execute();
  if (!result.ok) return null;
  const view = siteMapView(path, result.value.sales, locale, (code, params) =>
    translate(code, locale, params),
  );
  if (!view) return null;
  return {
    status: 200,
    locale,
    title: `${view.title} — ${translate('site_name', locale)}`,
    description: view.description,
    path,
    image: null,
    main: `<section class="ssr-site-map"><h1>${escapeHtml(view.title)}</h1><ul class="ssr-links">${view.links
      .map(
        (link) =>
          `<li><a href="${escapeHtml(link.path)}">${escapeHtml(link.label)}</a>${link.detail ? ` — ${escapeHtml(link.detail)}` : ''}</li>`,
      )
      .join('')}</ul></section>`,
  };
}

function notFound(locale: Locale, path: string): SitePage {
  return {
    status: 404,
    locale,
    title: `${translate('page_not_found', locale)} — ${translate('site_name', locale)}`,
    description: translate('site_not_found_meta', locale),
    path,
    image: null,
    main: `<h1>${escapeHtml(translate('page_not_found', locale))}</h1><p>${escapeHtml(translate('site_not_found_meta', locale))}</p>`,
    noindex: true,
  };
}

/**
 * The page a path names, written for search engines and link previews; a 404 page for a path no
 * screen answers, or a sale nobody may see.
 */
export async function sitePageAt(
  path: string,
  locale: Locale,
  useCases: SitePagesUseCases,
  /** The site's address without a trailing slash: the JSON-LD's URLs are absolute. */
  siteUrl: string,
): Promise<SitePage> {
  const t = (code: MessageCode) => translate(code, locale);
  const property = /^\/bien\/([1-9]\d{0,15})$/.exec(path);
  if (property) {
    const result = await useCases.getPropertyPage.execute({
      viewer: ANONYMOUS,
      propertyId: Number(property[1]),
    });
    return result.ok ? propertyPageOf(result.value, locale, siteUrl) : notFound(locale, path);
  }
  if (path === '/' || path === '/recherche') {
    const sales = await useCases.listPublicSales.execute({ pageSize: HOME_SALES });
    const cards = sales.ok ? sales.value.cards : [];
    const home = path === '/';
    const title = home ? t('page_title_home') : t('site_title_search');
    return {
      status: 200,
      locale,
      title: home ? `${t('site_name')} — ${title}` : `${title} — ${t('site_name')}`,
      description: home ? t('site_meta_home') : t('site_meta_search'),
      path,
      image: cards.find((card) => card.imageUrl)?.imageUrl ?? null,
      main: `<h1>${escapeHtml(title)}</h1><h2>${escapeHtml(t('site_sales_heading'))}</h2>${cardsHtml(cards, locale)}`,
    };
  }
  const news = await newsPageAt(path, locale, useCases, siteUrl);
  if (news !== undefined) return news ?? notFound(locale, path);
  const newsletter = newsletterPageAt(path, locale);
  if (newsletter) return newsletter;
  const publicPage = PUBLIC_PAGES.find((page) => page.path === path || page.alias === path);
  if (publicPage) {
    const body = translate(publicPage.body, locale);
    return {
      status: 200,
      locale,
      title: `${t(publicPage.title)} — ${t('site_name')}`,
      description: body.split('\n\n')[0] ?? body,
      path: publicPage.path,
      image: null,
      main: `<article><h1>${escapeHtml(t(publicPage.title))}</h1>${body
        .split('\n\n')
        .map((p) => `<p>${escapeHtml(p)}</p>`)
        .join('')}</article>`,
    };
  }
  if (path === SITE_MAP_PATH || path.startsWith(`${SITE_MAP_PATH}/`)) {
    return (await siteMapPage(path, locale, useCases)) ?? notFound(locale, path);
  }
  if (PRIVATE_ROUTES.some((route) => route.test(path))) {
    return {
      status: 200,
      locale,
      title: t('site_name'),
      description: t('site_meta_home'),
      path,
      image: null,
      main: '',
      noindex: true,
    };
  }
  return notFound(locale, path);
}
