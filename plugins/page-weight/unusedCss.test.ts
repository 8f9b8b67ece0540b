import {describe, expect, it} from 'vitest';
import {purgeUnusedRules, wordsOf} from './purgeUnusedCss';

describe('unused CSS', () => {
  const used = wordsOf(['<div class="card navbar__item">', 'className:"menu__link--active"']);

  it('drops a rule whose selectors all name a class no page or script uses, and keeps the others', () => {
    const css =
      '.avatar{margin:0}.card,.pills{padding:1rem}.navbar__item .menu__link--active{color:red}html{color:black}';
    expect(purgeUnusedRules(css, used)).toBe(
      '.card{padding:1rem}.navbar__item .menu__link--active{color:red}html{color:black}',
    );
  });

  it('keeps selectors with functional pseudo-classes, and removes media queries left empty', () => {
    const css =
      '.card:not(.pills){margin:0}@media (max-width:996px){.avatar{display:none}}@media print{.card{color:black}}';
    expect(purgeUnusedRules(css, used)).toBe('.card:not(.pills){margin:0}@media print{.card{color:black}}');
  });
});
