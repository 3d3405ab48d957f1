// Driving the sale form of the negotiator space in Chromium: every input carries the spec's field name
// (name="nom", name="vendeurs.0.email"), so the journeys fill and read the form by those names.
// Radios and checkboxes are drawn by their labels (the inputs themselves are visually hidden), so the
// journeys click the label, as a user does.
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { eventually } from './wait.js';

export type SaleFormTabId = 'tab-general' | 'tab-precisions' | 'tab-photos' | 'tab-vendors';

/** Field values as the inputs hold them, by spec name. */
export type FieldValues = Record<string, string>;

const byName = (name: string) => `[name="${name}"]`;

export async function openTab(page: Page, tab: SaleFormTabId): Promise<void> {
  const button = page.getByTestId(tab);
  await button.click();
  await eventually(
    `the ${tab} tab selected`,
    () => button.getAttribute('aria-selected'),
    (selected) => selected === 'true',
  );
}

/** Types into text, number, date and textarea inputs (a select is chosen by its value). */
export async function fillFields(page: Page, values: FieldValues): Promise<void> {
  for (const [name, value] of Object.entries(values)) {
    const field = page.locator(`${byName(name)}:is(input, textarea, select)`).first();
    const tag = await field.evaluate((el) => el.tagName.toLowerCase());
    if (tag === 'select') await field.selectOption(value);
    else await field.fill(value);
  }
}

/** Clicks the label of the radio `name` = `value` (oui/non, A/V, a DPE letter…). */
export async function chooseRadio(page: Page, name: string, value: string): Promise<void> {
  await page.locator(`label:has(> input[type="radio"]${byName(name)}[value="${value}"])`).click();
  await eventually(
    `${name} = ${value} checked`,
    () => page.locator(`input[type="radio"]${byName(name)}[value="${value}"]`).isChecked(),
    Boolean,
  );
}

/** Sets a checkbox (an amenity, a heating kind with its value) to `on` by clicking its label. */
export async function setCheckbox(page: Page, name: string, on: boolean, value?: string): Promise<void> {
  const selector = `input[type="checkbox"]${byName(name)}${value ? `[value="${value}"]` : ''}`;
  if ((await page.locator(selector).isChecked()) === on) return;
  await page.locator(`label:has(> ${selector})`).click();
  expect(await page.locator(selector).isChecked(), `${name} ${value ?? ''}`).to.equal(on);
}

/** What the inputs of these names hold now (text, select or textarea). */
export function readFields(page: Page, names: readonly string[]): Promise<FieldValues> {
  return page.evaluate((wanted) => {
    const found: Record<string, string> = {};
    for (const name of wanted) {
      const el = document.querySelector<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
        `input[name="${name}"], textarea[name="${name}"], select[name="${name}"]`,
      );
      found[name] = el ? el.value : '(no such field)';
    }
    return found;
  }, names);
}

/** The checked value of each radio group named here ('' when none is). */
export function readRadios(page: Page, names: readonly string[]): Promise<FieldValues> {
  return page.evaluate((wanted) => {
    const found: Record<string, string> = {};
    for (const name of wanted) {
      found[name] =
        document.querySelector<HTMLInputElement>(`input[type="radio"][name="${name}"]:checked`)?.value ?? '';
    }
    return found;
  }, names);
}

/** The names (and values, for groups like chauffage) of the checked checkboxes of the open tabs. */
export function readCheckedBoxes(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLInputElement>('form input[type="checkbox"]:checked')].map((el) =>
      el.value && el.value !== 'on' ? `${el.name}:${el.value}` : el.name,
    ),
  );
}

/** Every field message shown on the open tab, by field name (data-testid="field-error-<name>"). */
export function shownFieldErrors(page: Page): Promise<FieldValues> {
  return page.evaluate(() => {
    const found: Record<string, string> = {};
    for (const el of document.querySelectorAll<HTMLElement>('[data-testid^="field-error-"]')) {
      if (el.offsetParent === null) continue; // kept in a hidden tab
      found[el.dataset.testid!.slice('field-error-'.length)] = el.textContent?.trim() ?? '';
    }
    return found;
  });
}
