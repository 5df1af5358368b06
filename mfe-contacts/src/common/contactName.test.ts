import { fullName, initials } from './contactName';

describe('fullName', () => {
  it('joins the first and last name', () => {
    expect(fullName({ firstName: 'Ann', lastName: 'Lee' })).toBe('Ann Lee');
  });

  it('leaves out a missing part', () => {
    expect(fullName({ firstName: ' ', lastName: 'Lee' })).toBe('Lee');
  });
});

describe('initials', () => {
  it('takes the first letter of each name, upper-cased', () => {
    expect(initials({ firstName: 'ann', lastName: 'lee' })).toBe('AL');
  });

  it('is empty for a contact without a name', () => {
    expect(initials({ firstName: '', lastName: '' })).toBe('');
  });
});
