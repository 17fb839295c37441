'use client';

import { useState } from 'react';
import { ModalDialog } from '../ui/modal-dialog';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';

/** The login overlay, which turns into the forgot-password overlay (with back and close). */
export function AuthOverlay({ onClose, onSignedIn }: { onClose: () => void; onSignedIn: () => void }) {
  const [view, setView] = useState<'login' | 'forgot'>('login');
  if (view === 'forgot') {
    return (
      <ModalDialog
        title="Forgot Password"
        onClose={onClose}
        before={
          <button type="button" onClick={() => setView('login')}>
            Back
          </button>
        }
      >
        <ForgotPasswordForm onBackToLogin={() => setView('login')} />
      </ModalDialog>
    );
  }
  return (
    <ModalDialog title="Welcome" onClose={onClose}>
      <LoginForm onForgotPassword={() => setView('forgot')} onSignedIn={onSignedIn} />
    </ModalDialog>
  );
}
