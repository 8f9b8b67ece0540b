import {Joi} from '@docusaurus/utils-validation';
import type {LoadContext, OptionValidationContext} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import {validatedOptions, withOptions} from './withOptions';

type Options = {size: number};
const schema = Joi.object<Options>({size: Joi.number().integer().min(1).required()});
function sized(_context: LoadContext, options: Options) {
  return {name: 'sized', options};
}
sized.validateOptions = ({validate, options}: OptionValidationContext<Options, Options>) => validate(schema, options);

describe('withOptions', () => {
  it('binds a plugin to its validated options: a function of the context alone, which the site config serializes as null', () => {
    const bound = withOptions(sized, {size: 3});
    expect(bound.name).toBe('sized');
    expect(JSON.stringify([bound])).toBe('[null]');
    expect(bound({} as LoadContext)).toEqual({name: 'sized', options: {id: 'default', size: 3}});
  });

  it('fails at once on a bad option, naming the plugin and the option', () => {
    expect(() => withOptions(sized, {size: 0})).toThrow(
      'sized: invalid options: "size" must be greater than or equal to 1',
    );
    expect(() => withOptions(sized, {} as Options, 'the sized plugin')).toThrow(
      'the sized plugin: invalid options: "size" is required',
    );
  });
});

describe('validatedOptions (remark and rehype plugins)', () => {
  it('returns the options with defaults, or throws naming the plugin', () => {
    expect(validatedOptions('remarkSized', schema, {size: 2})).toEqual({size: 2});
    expect(() => validatedOptions('remarkSized', schema, {size: 'big'})).toThrow(
      'remarkSized: invalid options: "size" must be a number',
    );
  });
});
