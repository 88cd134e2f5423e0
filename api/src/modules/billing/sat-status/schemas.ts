// TypeBox schemas of the SAT status route.
import { Type } from 'typebox';

/** An invoice's fiscal folio (UUID), blanks around it allowed. */
const UUID = Type.String({ pattern: '^\\s*[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}\\s*$' });

export const CfdiUuidParams = Type.Object({ uuid: UUID });
