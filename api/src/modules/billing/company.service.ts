// The company's fiscal settings (/empresa): fiscal data, series and folios, PAC, CSD.
import { eq } from 'drizzle-orm';
import type { CompanyFiscalSettings, CompanyFiscalUpdate, CsdUpload } from '@mikro/contracts';
import { validateIssuer } from '@mikro/domain';
import type { Database } from '../../db/client';
import { billingSettings, companies } from '../../db/schema/index';
import { HttpError, badRequest, notFound } from '../../plugins/errors';
import { checkCsd } from './csd';
import { PAC_URL_REFUSED, pacUrlAllowed } from './pac/endpoints';
import type { SecretBox } from './secrets';
import { createSigner, type Signer } from './cfdi/seal';
import { checkFolioCounters } from './folios';

type Db = Pick<Database, 'select' | 'insert' | 'update'>;

async function companyRow(db: Db, companyId: number) {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId));
  if (!row) throw notFound();
  const [settings] = await db.select().from(billingSettings).where(eq(billingSettings.companyId, companyId));
  return { company: row, settings: settings ?? null };
}

export async function getFiscalSettings(db: Db, companyId: number): Promise<CompanyFiscalSettings> {
  const { company: c, settings: s } = await companyRow(db, companyId);
  return {
    id: c.id,
    name: c.name,
    rfc: c.rfc,
    businessName: c.businessName,
    regime: c.regime,
    zip: c.zip,
    address: c.address,
    email: c.email,
    serieFactura: c.serieFactura,
    foliajeFactura: c.foliajeFactura,
    serieNota: c.serieNota,
    foliajeNota: c.foliajeNota,
    seriePago: c.seriePago,
    foliajePago: c.foliajePago,
    serieCotizacion: c.serieCotizacion,
    folioCotizacion: c.folioCotizacion,
    invoiceCampus: c.invoiceCampus,
    isQuickSale: c.isQuickSale,
    quickSaleMethodId: c.quickSaleMethodId,
    pac: s?.pac === 'sw' ? 'sw' : 'sandbox',
    pacUrl: s?.pacUrl ?? '',
    pacUser: s?.pacUser ?? '',
    hasPacPassword: Boolean(s?.pacPassword),
    csd:
      c.cerCSD && s?.csdNumber && s.csdValidFrom && s.csdValidTo
        ? { number: s.csdNumber, validFrom: s.csdValidFrom.toISOString(), validTo: s.csdValidTo.toISOString() }
        : null,
  };
}

async function ensureSettings(db: Db, companyId: number): Promise<void> {
  await db.insert(billingSettings).values({ companyId }).onConflictDoNothing();
}

export async function updateFiscalSettings(db: Database, box: SecretBox, companyId: number, input: CompanyFiscalUpdate): Promise<CompanyFiscalSettings> {
  return db.transaction(async (tx) => {
    const { company } = await companyRow(tx, companyId);
    await checkFolioCounters(tx, company, input);
    const next = {
      rfc: (input.rfc ?? company.rfc).trim().toUpperCase(),
      businessName: (input.businessName ?? company.businessName).trim(),
      regime: input.regime ?? company.regime,
      zip: input.zip ?? company.zip,
    };
    const errors = validateIssuer(next);
    const [firstError] = errors;
    if (firstError) throw badRequest(firstError.message, errors);
    if (input.rfc !== undefined && next.rfc !== company.rfc && company.cerCSD) {
      throw new HttpError(409, 'El CSD cargado pertenece al RFC actual; cargue el CSD del nuevo RFC después de quitar el actual.');
    }
    await tx
      .update(companies)
      .set({
        ...next,
        address: input.address,
        email: input.email,
        serieFactura: input.serieFactura,
        foliajeFactura: input.foliajeFactura,
        serieNota: input.serieNota,
        foliajeNota: input.foliajeNota,
        seriePago: input.seriePago,
        foliajePago: input.foliajePago,
        serieCotizacion: input.serieCotizacion,
        folioCotizacion: input.folioCotizacion,
        invoiceCampus: input.invoiceCampus,
        isQuickSale: input.isQuickSale,
        quickSaleMethodId: input.quickSaleMethodId,
      })
      .where(eq(companies.id, companyId));
    if (input.pac !== undefined || input.pacUrl !== undefined || input.pacUser !== undefined || input.pacPassword !== undefined) {
      if (input.pac === 'sw' && !(input.pacUrl ?? '').startsWith('http')) {
        const [current] = await tx.select().from(billingSettings).where(eq(billingSettings.companyId, companyId));
        if (!(input.pacUrl ?? current?.pacUrl ?? '').startsWith('http')) {
          throw badRequest('Indique la URL del servicio del PAC.', [{ field: 'pacUrl', message: 'Indique la URL del servicio del PAC (https://…).' }]);
        }
      }
      // Only a provider's published endpoint or one the server's operator allowed: never an address of the
      // server's own network typed by a company's administrator.
      if (input.pacUrl && !pacUrlAllowed(input.pacUrl)) throw badRequest(PAC_URL_REFUSED, [{ field: 'pacUrl', message: PAC_URL_REFUSED }]);
      await ensureSettings(tx, companyId);
      await tx
        .update(billingSettings)
        .set({
          pac: input.pac,
          pacUrl: input.pacUrl,
          pacUser: input.pacUser,
          pacPassword: input.pacPassword === undefined ? undefined : input.pacPassword === '' ? null : box.seal(input.pacPassword),
        })
        .where(eq(billingSettings.companyId, companyId));
    }
    return getFiscalSettings(tx, companyId);
  });
}

function decodeBase64(value: string, field: string): Buffer {
  const clean = value.replace(/^data:[^,]*,/, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(clean)) throw badRequest('El archivo no es válido.', [{ field, message: 'El archivo no es válido.' }]);
  return Buffer.from(clean, 'base64');
}

export async function uploadCsd(db: Database, box: SecretBox, companyId: number, input: CsdUpload): Promise<CompanyFiscalSettings> {
  return db.transaction(async (tx) => {
    const { company } = await companyRow(tx, companyId);
    const cer = decodeBase64(input.cer, 'cer');
    const key = decodeBase64(input.key, 'key');
    const checked = await checkCsd({ cer, key, password: input.password }, company.rfc);
    await tx
      .update(companies)
      .set({ cerCSD: cer.toString('base64'), keyCSD: box.seal(key), password: box.seal(input.password) })
      .where(eq(companies.id, companyId));
    await ensureSettings(tx, companyId);
    await tx
      .update(billingSettings)
      .set({ csdNumber: checked.number, csdValidFrom: checked.validFrom, csdValidTo: checked.validTo })
      .where(eq(billingSettings.companyId, companyId));
    return getFiscalSettings(tx, companyId);
  });
}

export interface Issuer {
  companyId: number;
  rfc: string;
  name: string;
  regime: string;
  zip: string;
  email: string;
  serieFactura: string;
  serieNota: string;
  seriePago: string;
  signer: Signer;
  csd: { cer: Buffer; key: Buffer; password: string };
  pac: { name: 'sandbox' | 'sw'; url: string; user: string; password: string };
}

/** Everything needed to issue a CFDI; 409 when the company has no CSD or its CSD expired. */
export async function loadIssuer(db: Db, box: SecretBox, companyId: number, now = new Date()): Promise<Issuer> {
  const { company: c, settings: s } = await companyRow(db, companyId);
  if (!c.cerCSD || !c.keyCSD || !c.password) throw new HttpError(409, 'La empresa no tiene un CSD cargado; cárguelo en /empresa.');
  if (s?.csdValidTo && s.csdValidTo < now) throw new HttpError(409, 'El CSD de la empresa ya no está vigente; cargue uno nuevo en /empresa.');
  const cer = Buffer.from(c.cerCSD, 'base64');
  const key = box.open(c.keyCSD);
  const password = box.open(c.password).toString('utf8');
  return {
    companyId: c.id,
    rfc: c.rfc,
    name: c.businessName.toUpperCase().replace(/\s+(S\.?\s?A\.?|S\.?\s?C\.?|S\.?\s?DE\s?R\.?L\.?)(\s+DE\s+C\.?\s?V\.?)?\.?$/i, '').trim() || c.name.toUpperCase(),
    regime: c.regime,
    zip: c.zip,
    email: c.email,
    serieFactura: c.serieFactura,
    serieNota: c.serieNota,
    seriePago: c.seriePago,
    signer: signerCache(c.id, c.cerCSD, () => createSigner(cer, key, password)),
    csd: { cer, key, password },
    pac: {
      name: s?.pac === 'sw' ? 'sw' : 'sandbox',
      url: s?.pacUrl ?? '',
      user: s?.pacUser ?? '',
      password: s?.pacPassword ? box.open(s.pacPassword).toString('utf8') : '',
    },
  };
}

// Decrypting the key costs ~1 ms (PBES2); keep one signer per company and certificate.
const signers = new Map<string, Signer>();
function signerCache(companyId: number, cer: string, make: () => Signer): Signer {
  const id = `${companyId}:${cer.slice(-32)}`;
  let signer = signers.get(id);
  if (!signer) {
    signer = make();
    signers.set(id, signer);
  }
  return signer;
}
