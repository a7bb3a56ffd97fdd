import { describe, expect, it } from '@jest/globals';
import { checkAbsoluteUri, checkScheme, normalizeUri, parseDataUri } from '../../src/util/uri.js';

describe('checkAbsoluteUri', () => {
  it.each([
    'file:///srv/docs/handbook.md',
    'https://docs.example.com/pages/intro?lang=en#top',
    'https://user@example.com:8443/a/b',
    'http://[::1]:8080/',
    'http://[v7.fe80::1]/',
    'docs://handbook',
    'git+ssh://git@example.com/repo.git',
    'urn:isbn:0451450523',
    'mailto:someone@example.com',
    'data:image/png;base64,iVBORw0KGgo=',
    'custom-scheme.v2:thing',
    'file:///C:/Users/me/notes%20final.txt',
    'db://users/42?fields=name,email',
    'x:',
  ])('accepts %s', (uri) => {
    expect(checkAbsoluteUri(uri)).toBeNull();
  });

  it.each([
    ['', 'it is empty'],
    ['docs/handbook.md', 'it has no scheme'],
    ['/srv/docs/handbook.md', 'it has no scheme'],
    ['./README.md', 'it has no scheme'],
    [':foo', 'it has no scheme'],
    ['C:\\docs\\handbook.md', 'looks like a Windows path: write it as a file URI such as "file:///C:/docs/handbook.md"'],
    ['1docs://x', 'the scheme "1docs" must start with a letter'],
    ['my_docs://x', 'the scheme "my_docs" contains "_"'],
    ['file:///srv/my docs/a.md', 'it contains a space at character 15: percent-encode it as "%20"'],
    ['docs://pages/{slug}', 'it contains "{" at character 14'],
    ['file:///docs/résumé.md', 'it contains "é" at character 15, which URIs only allow percent-encoded: write "%C3%A9"'],
    ['file:///a%zz', '"%" at character 10 does not start a percent-encoding'],
    ['file:///a%2', '"%" at character 10 does not start a percent-encoding'],
    ['https://example.com/a#b#c', 'a second "#" at character 24'],
    ['https://example.com/a\\b', 'it contains "\\\\" at character 22, which URIs only allow percent-encoded: write "%5C"'],
    ['https://example.com/a|b', 'it contains "|" at character 22'],
    ['https://example.com/a\u0007', 'it contains the control character U+0007 at character 22: remove it'],
    ['https://example.com/\ud800', 'unpaired surrogate U+D800 at character 21'],
    ['https://example.com:80ab/', 'the port "80ab" must be a number'],
    ['https://::1/', 'write an IPv6 address in brackets'],
    ['http://[::1/', 'is not closed with "]"'],
    ['http://[zz]/', '"[zz]" is not an IP address literal'],
    ['http://[::1]x/', 'unexpected "x" after the IP address'],
    ['urn:a[b]', '"[" is only allowed around an IP address in the host'],
    ['https:///path', 'an https URI needs a host after "//"'],
    ['HTTP://', 'an http URI needs a host'],
  ])('rejects %j: %s', (uri, message) => {
    expect(checkAbsoluteUri(uri)).toContain(message);
  });
});

describe('checkScheme', () => {
  it.each(['file:', 'https://x', 'a+b-c.d:rest'])('accepts %s', (text) => expect(checkScheme(text)).toBeNull());
  it.each(['pages/', '{x}', '//host/'])('rejects %s', (text) => expect(checkScheme(text)).not.toBeNull());
});

describe('normalizeUri', () => {
  it.each([
    ['HTTPS://Example.COM/Path', 'https://example.com/Path'],
    ['file:///a%2fb', 'file:///a%2Fb'],
    ['docs://x/%7Euser', 'docs://x/~user'],
    ['https://User@Example.com/', 'https://User@example.com/'],
    ['no scheme here', 'no scheme here'],
  ])('%s → %s', (input, output) => expect(normalizeUri(input)).toBe(output));
});

describe('parseDataUri', () => {
  it.each([
    ['data:image/png;base64,iVBO', { mediaType: 'image/png', base64: true, data: 'iVBO' }],
    ['data:Image/SVG+XML;charset=utf-8,%3Csvg%3E', { mediaType: 'image/svg+xml', base64: false, data: '%3Csvg%3E' }],
    ['data:,hello', { mediaType: '', base64: false, data: 'hello' }],
  ])('parses %s', (text, parsed) => expect(parseDataUri(text)).toEqual(parsed));
  it.each(['data:image/png;base64', 'https://example.com/a.png', 'data'])('rejects %s', (text) => expect(parseDataUri(text)).toBeNull());
});
