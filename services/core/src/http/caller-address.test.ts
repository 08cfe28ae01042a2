import { callerAddressOf } from './caller-address';

const event = (sourceIp: string) => ({ requestContext: { http: { sourceIp } } }) as never;

describe('callerAddressOf', () => {
  it('takes CloudFront’s viewer address over the edge’s own, without the port', () => {
    expect(callerAddressOf(event('130.176.0.1'), { 'cloudfront-viewer-address': '198.51.100.10:46532' })).toBe('198.51.100.10');
    expect(callerAddressOf(event('127.0.0.1'), {})).toBe('127.0.0.1');
  });

  it('counts an IPv6 caller by its /64, however it writes the address', () => {
    const prefix = '2001:db8:1:2::/64';
    expect(callerAddressOf(event('2001:db8:1:2::1'), {})).toBe(prefix);
    expect(callerAddressOf(event('2001:0DB8:0001:0002:ffff:1:2:3'), {})).toBe(prefix);
    expect(callerAddressOf(event('130.176.0.1'), { 'cloudfront-viewer-address': '2001:db8:1:2:aaaa:bbbb:cccc:dddd:443' })).toBe(prefix);
    expect(callerAddressOf(event('2001:db8:1:3::1'), {})).not.toBe(prefix);
  });
});
