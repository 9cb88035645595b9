import { csvLine } from './csv';

describe('csvLine', () => {
  it('joins plain fields with commas and ends with CRLF; null and undefined are empty', () => {
    expect(csvLine(['a', 1, null, undefined, '0.5'])).toBe('a,1,,,0.5\r\n');
  });

  it('quotes fields with commas, quotes and line breaks, doubling quotes', () => {
    expect(csvLine(['x,y', 'say "hi"', 'two\nlines'])).toBe('"x,y","say ""hi""","two\nlines"\r\n');
  });

  it('defuses text a spreadsheet would run as a formula, not negative numbers', () => {
    expect(csvLine(['=HYPERLINK("x")', '+1', '@a', -3])).toBe(`"'=HYPERLINK(""x"")",'+1,'@a,-3\r\n`);
  });
});
