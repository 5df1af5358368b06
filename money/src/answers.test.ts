import { answerIsKept } from './answers';

describe('a money call answer kept under its key', () => {
  it('is a success or a card decline', () => {
    expect([200, 201, 204, 402].map(answerIsKept)).toEqual([true, true, true, true]);
  });

  it('is not a refusal, a server error or no answer', () => {
    expect([400, 404, 409, 422, 500, 503, undefined].map(answerIsKept)).toEqual([false, false, false, false, false, false, false]);
  });
});
