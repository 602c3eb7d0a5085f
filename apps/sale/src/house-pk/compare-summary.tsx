import { Link } from '@591/react-router';
import { useSalePath } from '../app/sale-paths.ts';
import { MAX_COMPARED } from './compared-cookie.ts';
import { useComparedCount } from './compared-ids.ts';

/** A link to the comparison with how many listings it holds; nothing while it is empty. */
export function CompareSummary({ className }: { className?: string }) {
  const count = useComparedCount();
  const salePath = useSalePath();
  if (!count) return null;
  return (
    <Link className={className} to={salePath('house-pk')}>
      房屋比較（{count}/{MAX_COMPARED}）
    </Link>
  );
}
