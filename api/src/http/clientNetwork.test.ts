import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { clientNetwork } from './clientNetwork';

describe('a client network, as the limits count it', () => {
  it('is an IPv4 address itself, also when it comes IPv6-mapped', () => {
    assert.equal(clientNetwork('203.0.113.7'), '203.0.113.7');
    assert.equal(clientNetwork('::ffff:203.0.113.7'), '203.0.113.7');
  });

  it("is an IPv6 address's /64, however the address is written", () => {
    const net = '2001:db8:5:7::/64';
    for (const ip of ['2001:db8:5:7::a', '2001:0db8:0005:0007:ffff:1:2:3', '2001:db8:5:7:0:0:0:1', '2001:DB8:5:7::b%eth0'])
      assert.equal(clientNetwork(ip), net, ip);
    assert.equal(clientNetwork('2001:db8:5:8::a'), '2001:db8:5:8::/64');
    assert.equal(clientNetwork('::1'), '0:0:0:0::/64');
    assert.equal(clientNetwork('fe80::1'), 'fe80:0:0:0::/64');
    assert.equal(clientNetwork('64:ff9b::192.0.2.33'), '64:ff9b:0:0::/64');
  });
});
