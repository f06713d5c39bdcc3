import { describe, expect, it } from 'vitest';
import { s3ObjectUrl } from './s3-file-store';
import { EMPTY_PAYLOAD_HASH, signRequest, uriEncode } from './sigv4';

describe('Signature Version 4', () => {
  it('matches the published S3 example (GET /test.txt with a Range header)', () => {
    const headers = signRequest(
      {
        method: 'GET',
        url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
        headers: { Range: 'bytes=0-9' },
        payloadHash: EMPTY_PAYLOAD_HASH,
        now: new Date('2013-05-24T00:00:00Z'),
      },
      {
        accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
        secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
        region: 'us-east-1',
      },
    );
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
    expect(headers['x-amz-date']).toBe('20130524T000000Z');
    expect(headers['x-amz-content-sha256']).toBe(EMPTY_PAYLOAD_HASH);
    expect(headers).not.toHaveProperty('host');
  });

  it('encodes like RFC 3986, keeping slashes in object paths', () => {
    expect(uriEncode('a b/ü~*')).toBe('a%20b%2F%C3%BC~%2A');
    expect(uriEncode('avatars/u1/x.png', true)).toBe('avatars/u1/x.png');
  });

  it('addresses objects path-style or on the bucket host', () => {
    const settings = { endpoint: 'https://s3.eu-west-1.amazonaws.com', bucket: 'rookery-files' };
    expect(s3ObjectUrl({ ...settings, forcePathStyle: false }, 'site/logo.svg').href).toBe(
      'https://rookery-files.s3.eu-west-1.amazonaws.com/site/logo.svg',
    );
    expect(
      s3ObjectUrl({ endpoint: 'http://127.0.0.1:9000/', bucket: 'rookery-files', forcePathStyle: true }, 'a/b.png')
        .href,
    ).toBe('http://127.0.0.1:9000/rookery-files/a/b.png');
  });
});
