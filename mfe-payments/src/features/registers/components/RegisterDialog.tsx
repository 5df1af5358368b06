import type { Register } from '@frontdesk/shared';
import { CashMovementModal } from './CashMovementModal';
import { CloseRegisterModal } from './CloseRegisterModal';
import { OpenRegisterModal } from './OpenRegisterModal';
import type { RegisterAction } from './RegisterCard';
import { RegisterNameModal } from './RegisterNameModal';

/** The dialog a register page shows: adding a register, or one register's action. */
export type Dialog = { action: 'add' } | { action: RegisterAction; register: Register };

/** Each dialog is mounted afresh: a new attempt gets a new Idempotency-Key. */
export function RegisterDialog({ dialog, currency, onClose }: { dialog: Dialog; currency: string; onClose: () => void }) {
  if (dialog.action === 'add') return <RegisterNameModal onClose={onClose} />;
  const { register } = dialog;
  switch (dialog.action) {
    case 'rename':
      return <RegisterNameModal register={register} onClose={onClose} />;
    case 'open':
      return <OpenRegisterModal register={register} currency={currency} onClose={onClose} />;
    case 'cash_in':
    case 'cash_out':
      return <CashMovementModal register={register} currency={currency} direction={dialog.action} onClose={onClose} />;
    case 'close':
      return <CloseRegisterModal register={register} currency={currency} onClose={onClose} />;
  }
}
