import { useTranslation } from 'react-i18next';
import type { UserType } from '@shared/constants';
import { Badge } from '@/components/ui/badge';

const ORDER: UserType[] = ['user', 'partner', 'editor_admin', 'master_admin'];
const VARIANT = { user: 'secondary', partner: 'info', editor_admin: 'warning', master_admin: 'default' } as const;

/** The types a person holds, with the spec labels (Kullanıcı, İş Ortağı, Editör, Yönetici). */
export function UserTypeBadges({ types }: { types: readonly UserType[] }) {
  const { t } = useTranslation('users');
  return (
    <span className="flex flex-wrap gap-1">
      {ORDER.filter((type) => types.includes(type)).map((type) => (
        <Badge key={type} variant={VARIANT[type]}>
          {t(`types.${type}.label`)}
        </Badge>
      ))}
    </span>
  );
}
