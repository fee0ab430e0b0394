import { readFileSync } from 'node:fs';
import path from 'node:path';

import { render } from '@testing-library/react';

import { Icone, IconeCms } from './icone';
import { ICONES_CMS, NOMES_ICONES } from './icones-nomes';

const sprite = readFileSync(path.join(__dirname, 'icones.svg'), 'utf8');
const simbolos = [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 16 16">(.*?)<\/symbol>/g)];
const idsNoSprite = simbolos.map(([, id]) => id);

describe('the icons sprite', () => {
  it('has a drawing for every name the site and the CMS may use, and nothing else', () => {
    const usados = new Set([...NOMES_ICONES, ...Object.values(ICONES_CMS)]);
    expect(new Set(idsNoSprite)).toEqual(usados);
    expect(idsNoSprite).toHaveLength(new Set(idsNoSprite).size);
    for (const [, , desenho] of simbolos) expect(desenho).toMatch(/^(<path d="[^"]+"\/>)+$/);
  });
});

describe('Icone', () => {
  it('draws the symbol of its name from the sprite, hidden from assistive technology', () => {
    const { container } = render(<Icone nome="calendario" tamanho={20} />);
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('width', '20');
    expect(svg.querySelector('use')).toHaveAttribute('href', '/assets/icones.svg#calendario');
  });

  it('is an image with its name when given a title', () => {
    const { getByRole } = render(<Icone nome="email" titulo="Correio electrónico" />);
    expect(getByRole('img', { name: 'Correio electrónico' })).toBeInTheDocument();
  });
});

describe('IconeCms', () => {
  it('draws a Bootstrap Icons name the CMS gives, sharing the site drawing where it is the same', () => {
    const { container } = render(
      <>
        <IconeCms nome="calendar-event" />
        <IconeCms nome="megaphone" />
      </>,
    );
    const usos = [...container.querySelectorAll('use')].map((u) => u.getAttribute('href'));
    expect(usos).toEqual(['/assets/icones.svg#calendario', '/assets/icones.svg#bi-megaphone']);
  });

  it('draws nothing for a name the site lacks, nor for names of Object’s own properties', () => {
    const { container } = render(
      <>
        <IconeCms nome="rocket-takeoff" />
        <IconeCms nome="constructor" />
        <IconeCms nome="__proto__" />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
