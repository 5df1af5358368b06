import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { csvField, csvLine } from './csv';

describe('csv', () => {
  it('quotes every CSV field and defuses formulas', () => {
    assert.equal(csvField('a,b'), '"a,b"');
    assert.equal(csvField('say "hi"'), '"say ""hi"""');
    assert.equal(csvField('=HYPERLINK("x")'), `"'=HYPERLINK(""x"")"`);
    assert.equal(csvField(42), '"42"');
    assert.equal(csvField(null), '""');
  });

  it('ends a line with CRLF, its fields separated by commas', () => {
    assert.equal(csvLine(['a', 1, true, undefined, '-2']), `"a","1","true","","'-2"\r\n`);
  });
});
