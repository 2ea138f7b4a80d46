import { describe, expect, it } from 'vitest';
import { isEnglishOnly, requiresEnglishAddress } from './checkout.js';

describe('overseas addresses', () => {
  it('need English outside TW, CN, HK and MO', () => {
    expect(requiresEnglishAddress('US')).toBe(true);
    expect(requiresEnglishAddress(' kr ')).toBe(true);
    expect(['TW', 'cn', 'HK', 'MO', '', 'USA'].some(requiresEnglishAddress)).toBe(false);
  });

  it('count printable ASCII as English', () => {
    expect(isEnglishOnly("12F, No. 7, Sec. 5, Xinyi Rd. #3-1 (O'Neil)")).toBe(true);
    expect(isEnglishOnly('')).toBe(true);
    expect(isEnglishOnly('台北市信義區')).toBe(false);
    expect(isEnglishOnly('Rua São Paulo')).toBe(false);
    expect(isEnglishOnly('line\nbreak')).toBe(false);
  });
});
