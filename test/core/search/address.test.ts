import { expect } from 'chai';
import {
  AUTOCOMPLETE_PANEL_MAX_HEIGHT_REM,
  HOME_ADDRESS_LOOKUP,
  MOBILE_SCROLL_TOP_HIDE_MS,
  SALE_FORM_ADDRESS_LOOKUP,
  homeAddressPanelMessage,
  mapSearchRequest,
  shouldLookUpAddress,
  splitPostalCode,
} from '../../../core/src/domain/search/address.js';
import { translate } from '../../../core/src/messages/translate.js';

describe('address lookup thresholds', () => {
  it('home widget: looks up from 2 characters, debounced 500 ms', () => {
    expect(HOME_ADDRESS_LOOKUP.debounceMs).to.equal(500);
    expect(shouldLookUpAddress('', HOME_ADDRESS_LOOKUP)).to.equal(false);
    expect(shouldLookUpAddress('P', HOME_ADDRESS_LOOKUP)).to.equal(false);
    expect(shouldLookUpAddress(' P ', HOME_ADDRESS_LOOKUP)).to.equal(false);
    expect(shouldLookUpAddress('Pa', HOME_ADDRESS_LOOKUP)).to.equal(true);
  });

  it('sale form: looks up only above 2 characters, debounced 300 ms', () => {
    expect(SALE_FORM_ADDRESS_LOOKUP.debounceMs).to.equal(300);
    expect(shouldLookUpAddress('Pa', SALE_FORM_ADDRESS_LOOKUP)).to.equal(false);
    expect(shouldLookUpAddress('Par', SALE_FORM_ADDRESS_LOOKUP)).to.equal(true);
  });

  it('keeps the panel at 18 rem and hides scroll-to-top after 1 s on mobile', () => {
    expect(AUTOCOMPLETE_PANEL_MAX_HEIGHT_REM).to.equal(18);
    expect(MOBILE_SCROLL_TOP_HIDE_MS).to.equal(1000);
  });
});

describe('homeAddressPanelMessage', () => {
  it('asks for an address when nothing is typed', () => {
    expect(homeAddressPanelMessage('', null)).to.equal('address_lookup_empty');
    expect(translate('address_lookup_empty')).to.equal('Veuillez saisir une adresse');
  });

  it('asks for two characters under 2 characters', () => {
    expect(homeAddressPanelMessage('P', null)).to.equal('address_lookup_too_short');
    expect(translate('address_lookup_too_short')).to.equal('Saisissez au moins deux caractères');
  });

  it('says nothing matches when the lookup found nothing', () => {
    expect(homeAddressPanelMessage('Pa', 0)).to.equal('address_lookup_no_match');
    expect(translate('address_lookup_no_match')).to.equal('Aucune adresse ne correspond à votre saisie');
  });

  it('shows no message while loading or when suggestions are listed', () => {
    expect(homeAddressPanelMessage('Pa', null)).to.equal(null);
    expect(homeAddressPanelMessage('Pa', 3)).to.equal(null);
  });
});

describe('splitPostalCode', () => {
  it('treats a leading number as the postal code', () => {
    expect(splitPostalCode('75001 Paris')).to.deep.equal({ text: 'Paris', postcode: '75001' });
    expect(splitPostalCode('18000')).to.deep.equal({ text: '', postcode: '18000' });
  });

  it('leaves text without a leading number alone', () => {
    expect(splitPostalCode(' Bourges ')).to.deep.equal({ text: 'Bourges', postcode: null });
    expect(splitPostalCode('Rue 12')).to.deep.equal({ text: 'Rue 12', postcode: null });
  });
});

describe('mapSearchRequest', () => {
  it('sends the address with spaces replaced by hyphens', () => {
    expect(mapSearchRequest('Saint Amand  Montrond')).to.deep.equal({ text: 'Saint-Amand-Montrond' });
  });

  it('sends the postal code alone when only a number was typed', () => {
    expect(mapSearchRequest('18000')).to.deep.equal({ text: '18000', codepostal: '18000' });
  });

  it('sends the rest of the text with the leading number as codepostal', () => {
    expect(mapSearchRequest('18200 Saint Amand')).to.deep.equal({ text: 'Saint-Amand', codepostal: '18200' });
  });
});
