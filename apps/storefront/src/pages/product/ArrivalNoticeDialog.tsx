import { type FormEvent, useId, useState } from 'react';
import { selectStockNotification } from '@storefront/analytics';
import type { ProductDetail } from '@storefront/api-contract';
import { forgotPasswordSchema, formatValidationMessage, validateForm } from '@storefront/domain';
import { useTranslation } from '@storefront/i18n/react';
import { useShopMutation } from '@storefront/store/react';
import { Button, Dialog, TextField } from '@storefront/ui';
import { useApp } from '../../app/app-context.js';

/** The email as the shop's other email forms check it: required ('please enter email'), then 'Invalid mail'. */
function checkEmail(email: string) {
  // forgotPasswordSchema is one email field with the shared rule; the arrival notice asks for just that.
  const result = validateForm(forgotPasswordSchema, { account: email });
  return result.valid ? { email: result.value.account ?? email.trim(), error: null } : { email, error: result.errors['account'] ?? null };
}

/** The dialog's form: the email, checked before it is sent; then the confirmation. Mounted per opening, so it starts empty. */
export function ArrivalNoticeDialog({ product, onClose }: { readonly product: ProductDetail; readonly onClose: () => void }) {
  const { t } = useTranslation();
  const { analytics } = useApp();
  const [createArrivalNotice, { busy: sending }] = useShopMutation('createArrivalNotice');
  const formId = useId();
  const [email, setEmail] = useState('');
  const [checked, setChecked] = useState(false);
  const [done, setDone] = useState(false);
  const problem = checked ? checkEmail(email).error : null;
  const error = problem === null ? undefined : formatValidationMessage(problem, (key, values) => t(key, values));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setChecked(true);
    const checkedEmail = checkEmail(email);
    if (checkedEmail.error !== null) return;
    try {
      await createArrivalNotice({ params: { product_id: product.product_id }, body: { email: checkedEmail.email } });
      analytics.track(selectStockNotification(product));
      setDone(true);
    } catch {
      // The client's error policy has toasted why; the form stays for another try.
    }
  };

  return (
    <Dialog
      open
      title={t('arrivalNotice.title')}
      description={done ? undefined : t('arrivalNotice.description')}
      onClose={onClose}
      labels={{ close: t('common.close') }}
      actions={
        done ? (
          // The submit button is gone: focus moves here so it stays inside the dialog.
          <Button onClick={onClose} autoFocus>
            {t('common.close')}
          </Button>
        ) : (
          <Button type="submit" form={formId} loading={sending}>
            {t('arrivalNotice.submit')}
          </Button>
        )
      }
    >
      {done ? (
        <p className="sf-product__notice-done" role="status">
          {t('arrivalNotice.done')}
        </p>
      ) : (
        <form id={formId} noValidate onSubmit={(event) => void submit(event)}>
          <TextField
            label={t('label.account')}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            required
            value={email}
            error={error}
            onChange={(event) => setEmail(event.target.value)}
          />
        </form>
      )}
    </Dialog>
  );
}
