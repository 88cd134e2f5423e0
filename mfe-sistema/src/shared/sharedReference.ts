import { useSession } from '@mikro/session';

/** The route tree and the actions catalogue are shared by every company; other admins read them only. */
export function useSharedReferenceNote(description: string): string {
  const { user } = useSession();
  return user?.isPlatformOperator ? description : `${description}. Las comparten todas las empresas: solo el operador de la plataforma puede modificarlas.`;
}
