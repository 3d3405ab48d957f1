/** The widths the site shows an article's picture at: the article (1024) and the list's cards (640). */
export const NEWS_IMAGE_WIDTHS = [1024, 640] as const;
export type NewsImageWidth = (typeof NEWS_IMAGE_WIDTHS)[number];

export const isNewsImageWidth = (value: unknown): value is NewsImageWidth =>
  typeof value === 'number' && (NEWS_IMAGE_WIDTHS as readonly number[]).includes(value);

export const newsImageRenditionKey = (imageKey: string, width: number): string =>
  imageKey.replace(/\.jpg$/, `-w${width}.jpg`);
