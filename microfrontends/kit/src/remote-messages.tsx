import type { Locale } from '@immo/core';
import type { i18n } from 'i18next';
import { use, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { localeOf, remoteTextsOf } from './i18n.js';
import type { MessageBundle } from './message-bundle.js';

export { mergeMessages, type MessageBundle } from './message-bundle.js';

type Texts = Record<string, string>;

/**
 * A remote's texts as one chunk per locale (its messages.ts run at build time by kit/webpack's
 * catalogue-loader, `?locale=fr&catalogue`): a page fetches its own language's only. `load` fetches
 * once (again after a failure); `loaded` answers at once what has arrived.
 */
export interface LocaleMessages {
  load(locale: Locale): Promise<Texts>;
  loaded(locale: Locale): Texts | undefined;
  /** Every locale's texts given at once, from the bundle the chunks are made of (component tests). */
  give(bundle: MessageBundle): void;
}

export function messagesByLocale(chunks: Record<Locale, () => Promise<{ default: Texts }>>): LocaleMessages {
  const texts: Partial<Record<Locale, Texts>> = {};
  const pending: Partial<Record<Locale, Promise<Texts>>> = {};
  return {
    load(locale) {
      const known = texts[locale];
      if (known) return Promise.resolve(known);
      return (pending[locale] ??= chunks[locale]().then(
        (chunk) => {
          if (!chunk || typeof chunk.default !== 'object') throw new Error(`no ${locale} texts in the chunk`);
          return (texts[locale] = chunk.default);
        },
        (error: unknown) => {
          delete pending[locale];
          throw error;
        },
      ));
    },
    loaded: (locale) => texts[locale],
    give(bundle) {
      for (const locale of ['fr', 'en'] as const) texts[locale] = bundle[locale];
    },
  };
}

/**
 * Adds a remote's texts to the shared i18n instance, over the shell's: a remote redeployed with a
 * new or changed text shows it at once, the shell untouched (its copy of core's catalogue may be older).
 */
export function addMessages(instance: i18n, bundle: MessageBundle): void {
  for (const locale of ['fr', 'en'] as const)
    instance.addResourceBundle(locale, 'translation', bundle[locale], true, true);
}

/** `addMessages` once per i18n instance, before the remote's first text is read (during render). */
export function useRemoteMessages(bundle: MessageBundle): void {
  const { i18n } = useTranslation();
  useMemo(() => addMessages(i18n, bundle), [i18n, bundle]);
}

/**
 * A remote's texts fetched per locale, added before its first text is read: the page's language's
 * (the render waits for them, in the shell's slot's Suspense, when they have not arrived yet), and
 * the other one's too once fetched. A switch of language fetches them first (kit's switchLocale).
 */
export function useLocaleMessages(messages: LocaleMessages): void {
  const { i18n } = useTranslation();
  const locale = localeOf(i18n);
  remoteTextsOf(i18n).add(messages);
  const texts = messages.loaded(locale) ?? use(messages.load(locale));
  useMemo(() => i18n.addResourceBundle(locale, 'translation', texts, true, true), [i18n, locale, texts]);
}

function WithLocaleMessages({ messages, children }: { messages: LocaleMessages; children: ReactNode }) {
  useLocaleMessages(messages);
  return <>{children}</>;
}

function WithBundle({ messages, children }: { messages: MessageBundle; children: ReactNode }) {
  useRemoteMessages(messages);
  return <>{children}</>;
}

/** A remote's screen with its texts added first (wrap each exposed module in it). */
export function RemoteMessages({
  messages,
  children,
}: {
  messages: MessageBundle | LocaleMessages;
  children: ReactNode;
}) {
  return 'load' in messages ? (
    <WithLocaleMessages messages={messages}>{children}</WithLocaleMessages>
  ) : (
    <WithBundle messages={messages}>{children}</WithBundle>
  );
}
