import { useId } from 'react';
import { useNavigate } from 'react-router';
import { changePasswordSchema, type ChangePasswordValues } from '@storefront/domain';
import { useTranslation } from '@storefront/i18n/react';
import { loggedOut } from '@storefront/store';
import { useAppDispatch, useShopMutation } from '@storefront/store/react';
import { Button } from '@storefront/ui';
import { useApp } from '../../app/app-context.js';
import { NewPasswordFields } from '../../components/NewPasswordFields.js';
import { formStatusOf, SchemaForm } from '../../components/SchemaForm.js';
import { ShopPasswordField } from '../../components/ShopPasswordField.js';
import { useLeaveMemberPages } from './leave-member-pages.js';
import './ProfilePage.css';

const INITIAL: ChangePasswordValues = { old_password: '', new_password: '', confirm_password: '' };

/** Where the member logs in again after the change: back to the member centre. */
export const AFTER_PASSWORD_CHANGE = `/login?redirect=${encodeURIComponent('/member')}`;

/**
 * /member/password (spec 2): the old password and a new one typed twice. The API ends every session
 * of the member when the password changes, so the member is logged out here and asked to log in
 * again with the new one. A wrong old password is the API's 40001, which the client's error policy
 * shows as a toast (spec 8): the form adds nothing, so the message is shown once.
 */
export function PasswordPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [changePassword] = useShopMutation('changePassword');
  const navigate = useNavigate();
  const { notifier } = useApp();
  const headingId = useId();
  const leaveMemberPages = useLeaveMemberPages();

  return (
    <section className="sf-profile" aria-labelledby={headingId}>
      <h1 id={headingId} className="sf-profile__heading">
        {t('member.password')}
      </h1>
      <p className="sf-profile__intro">{t('passwordChange.description')}</p>
      <SchemaForm<ChangePasswordValues>
        schema={changePasswordSchema}
        initialValues={INITIAL}
        className="sf-profile__form sf-profile__form--narrow"
        aria-labelledby={headingId}
        onSubmit={async ({ old_password, new_password }, { setStatus, resetForm }) => {
          try {
            await changePassword({ old_password, new_password });
          } catch (error) {
            setStatus(formStatusOf(error));
            return;
          }
          resetForm();
          notifier.notify('success', t('passwordChange.loginAgain'));
          // The session is over on the server: end it here too, out of the member pages, and ask for
          // the new password (once logged out, /login no longer sends a member back).
          await leaveMemberPages();
          dispatch(loggedOut());
          void navigate(AFTER_PASSWORD_CHANGE, { replace: true });
        }}
      >
        {({ isSubmitting }) => (
          <>
            <ShopPasswordField name="old_password" label={t('label.oldPassword')} autoComplete="current-password" required />
            <NewPasswordFields name="new_password" label={t('password.newPassword')} />
            <Button type="submit" loading={isSubmitting} className="sf-profile__submit">
              {t('password.submit')}
            </Button>
          </>
        )}
      </SchemaForm>
    </section>
  );
}
