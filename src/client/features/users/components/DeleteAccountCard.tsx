import { useQueryClient } from '@tanstack/react-query';
import { Loader2Icon, Trash2Icon } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { DELETE_CONFIRMATION_WORDS } from '@shared/contracts/users';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { isApiError } from '@/lib/api';
import { paths } from '@/lib/routes';
import { setSessionUser } from '@/lib/session';
import { useLanguage } from '@/lib/use-language';
import { useDeleteAccount } from '../api/delete-account';
import { messageKey } from '@/lib/i18n';

/**
 * Account deletion (KVKK; user panel, settings): a confirm dialog that needs the word 'SİL' ('DELETE'
 * in English) typed; then the account is anonymised, the browser's session data cleared and the
 * home page opened.
 */
export function DeleteAccountCard() {
  const { t } = useTranslation('users');
  const lang = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useDeleteAccount();
  const inputId = useId();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const word = DELETE_CONFIRMATION_WORDS[lang];
  const matches = typed.trim().toLocaleUpperCase(lang === 'tr' ? 'tr-TR' : 'en-GB') === word;

  // Awaited rather than per-call callbacks: the deletion ends the session, and the socket's disconnect
  // can sign the page out (and unmount this card) before the answer arrives; per-call `onSuccess`
  // callbacks of an unmounted component never run, a promise still resolves.
  const confirm = async () => {
    if (!matches) return;
    let data: Awaited<ReturnType<typeof remove.mutateAsync>>;
    try {
      data = await remove.mutateAsync();
    } catch (error) {
      toast.error(t('panel.delete.failed'), { description: isApiError(error) ? error.message : undefined });
      return;
    }
    setOpen(false);
    // Everything the browser kept about the user goes (spec §4 "Sign-out").
    queryClient.clear();
    setSessionUser(queryClient, null);
    try {
      sessionStorage.clear();
    } catch {
      /* storage unavailable */
    }
    toast.success(t(messageKey('users.accountDeleted')), { description: data.message });
    void navigate(paths.home, { replace: true });
  };

  return (
    <Card className="border-danger/40">
      <CardHeader>
        <CardTitle className="text-danger">{t('panel.delete.title')}</CardTitle>
        <CardDescription>{t('panel.delete.text')}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button
          type="button"
          variant="destructive"
          onClick={() => {
            setTyped('');
            setOpen(true);
          }}
        >
          <Trash2Icon aria-hidden="true" />
          {t('panel.delete.button')}
        </Button>
        <Dialog open={open} onOpenChange={(next) => !remove.isPending && setOpen(next)}>
          <DialogContent role="alertdialog" aria-busy={remove.isPending} data-testid="delete-account-dialog">
            <DialogHeader>
              <DialogTitle>{t('panel.delete.dialogTitle')}</DialogTitle>
              <DialogDescription>{t('panel.delete.dialogText', { word })}</DialogDescription>
            </DialogHeader>
            <form
              noValidate
              className="flex flex-col gap-4"
              onSubmit={(event) => {
                event.preventDefault();
                void confirm();
              }}
            >
              <div className="flex flex-col gap-1.5">
                <Label htmlFor={inputId}>{t('panel.delete.confirmLabel')}</Label>
                <Input
                  id={inputId}
                  value={typed}
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  onChange={(event) => setTyped(event.target.value)}
                  data-testid="delete-confirm-input"
                />
              </div>
              <DialogFooter>
                <Button type="button" variant="outline" disabled={remove.isPending} onClick={() => setOpen(false)}>
                  {t('common:confirm.cancel')}
                </Button>
                <Button
                  type="submit"
                  variant="destructive"
                  disabled={!matches || remove.isPending}
                  aria-busy={remove.isPending}
                >
                  {remove.isPending ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : null}
                  {t('panel.delete.confirm')}
                </Button>
              </DialogFooter>
            </form>
          </DialogContent>
        </Dialog>
      </CardContent>
    </Card>
  );
}
