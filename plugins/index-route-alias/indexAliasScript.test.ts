import {describe, expect, it} from 'vitest';
import {indexAliasScript} from './index';

/** The address the script leaves, run at `pathname` (with a query and a hash that must survive). */
function addressAfter(pathname: string): string {
  let address = `${pathname}?q=1#part`;
  const location = {pathname, search: '?q=1', hash: '#part'};
  const history = {state: null, replaceState: (_state: unknown, _title: string, url: string) => (address = url)};
  new Function('location', 'history', indexAliasScript)(location, history);
  return address;
}

describe('the index route alias script', () => {
  it.each([
    ['/tutorials', '/tutorials/index?q=1#part'],
    ['/tutorials/', '/tutorials/index?q=1#part'],
    // A host that serves tutorials/index.html at /tutorials/index: already the page's own address.
    ['/tutorials/index', '/tutorials/index?q=1#part'],
    ['/tutorials/index/', '/tutorials/index/?q=1#part'],
    ['/sub/tutorials', '/sub/tutorials/index?q=1#part'],
  ])('at %s leaves %s', (pathname, expected) => {
    expect(addressAfter(pathname)).toBe(expected);
  });
});
