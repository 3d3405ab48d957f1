import '../support/dom.js';
import { render, screen } from '@testing-library/react';
import { expect } from 'chai';

describe('web: component test environment', () => {
  it('renders React into jsdom and finds it by role', () => {
    render(<button type="button">Enchérir</button>);
    expect(screen.getByRole('button', { name: 'Enchérir' })).to.exist;
  });
});
