// Idempotent seed: reference data (actions, route tree, roles, remotes) is inserted when missing; the demo
// company with its branch offices, cycles, users and role permissions only into a database without companies.
import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '../client';
import { onlyRow } from '../rows';
import {
  actions,
  branchOffices,
  branchOfficeSettings,
  campuses,
  companies,
  cycles,
  remotes,
  rolePermissions,
  roles,
  routeActions,
  routes,
  userBranchOffices,
  users,
} from '../schema/index';
import { ACTIONS, ROUTE_TREE } from './route-tree';
import { grantAddedRoutes } from './added-routes';
import { seedCatalogReferenceData, seedDemoCatalogs } from './catalogs';
import { seedAcademyDemo } from './academy-demo';
import {
  DEMO_BRANCH_OFFICES,
  DEMO_CAMPUSES,
  DEMO_COMPANY,
  DEMO_CYCLES,
  DEMO_PASSWORD,
  DEMO_USERS,
  REMOTES,
  ROLE,
  ROLES,
  seededRoleActions,
} from './demo-data';

export { DEMO_PASSWORD, DEMO_USERS } from './demo-data';

const actionIdByKey = new Map(ACTIONS.map((a) => [a.key, a.id]));

async function seedReferenceData(tx: Transaction): Promise<void> {
  await tx.insert(actions).values(ACTIONS).onConflictDoNothing();
  await tx
    .insert(routes)
    .values(
      ROUTE_TREE.map((r) => ({
        id: r.id,
        name: r.name,
        parentId: r.parent,
        level: r.level,
        url: r.url,
        icon: r.icon,
        order: r.order,
        showInMenu: r.showInMenu,
      })),
    )
    .onConflictDoNothing();
  const offered = ROUTE_TREE.flatMap((r) => r.actions.map((key) => ({ routeId: r.id, actionId: actionIdByKey.get(key)! })));
  await tx.insert(routeActions).values(offered).onConflictDoNothing();
  await grantAddedRoutes(tx);
  await tx.insert(remotes).values(REMOTES).onConflictDoNothing();
  await seedCatalogReferenceData(tx);
}

async function seedDemoCompany(tx: Transaction, passwordHash: string): Promise<void> {
  const company = onlyRow(await tx.insert(companies).values(DEMO_COMPANY).returning({ id: companies.id }));
  // The demo company's roles keep the fixed ids the demo users refer to; its Desarrollador operates the platform.
  await tx
    .insert(roles)
    .values(ROLES.map((role) => ({ ...role, companyId: company.id, isPlatformOperator: role.id === ROLE.desarrollador })))
    .onConflictDoNothing();
  // Roles were inserted with explicit ids: move the sequence past them so new roles do not collide.
  await tx.execute(sql`SELECT setval(pg_get_serial_sequence('roles', 'id'), (SELECT max(id) FROM roles))`);
  const branchIds = new Map<string, number>();
  for (const office of DEMO_BRANCH_OFFICES) {
    const row = onlyRow(
      await tx
        .insert(branchOffices)
        .values({ companyId: company.id, name: office.name, address: office.address })
        .returning({ id: branchOffices.id }),
    );
    branchIds.set(office.key, row.id);
    await tx
      .insert(branchOfficeSettings)
      .values(office.modules.map((typeModule) => ({ branchOfficeId: row.id, typeModule })));
  }
  await tx.insert(campuses).values(
    DEMO_CAMPUSES.map((c) => ({ companyId: company.id, branchOfficeId: branchIds.get(c.branch)!, name: c.name, cct: c.cct, rvoe: c.rvoe })),
  );
  await tx.insert(cycles).values(DEMO_CYCLES.map((c) => ({ ...c, companyId: company.id })));
  for (const demo of DEMO_USERS) {
    const user = onlyRow(
      await tx
        .insert(users)
        .values({ companyId: company.id, name: demo.name, email: demo.email, passwordHash, roleId: demo.roleId })
        .returning({ id: users.id }),
    );
    await tx
      .insert(userBranchOffices)
      .values(demo.branches.map((b) => ({ userId: user.id, branchOfficeId: branchIds.get(b)! })));
  }
  const permissions = ROLES.flatMap((role) =>
    ROUTE_TREE.flatMap((route) =>
      seededRoleActions(role.id, route, ROUTE_TREE).map((key) => ({
        roleId: role.id,
        routeId: route.id,
        actionId: actionIdByKey.get(key)!,
        companyId: company.id,
      })),
    ),
  );
  await tx.insert(rolePermissions).values(permissions).onConflictDoNothing();
  await seedDemoCatalogs(tx, company.id, branchIds);
  await seedAcademyDemo(tx, company.id, branchIds);
}

/** Returns true when the demo company was created by this call. */
export async function seedDatabase(db: Database): Promise<boolean> {
  const passwordHash = await hash(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    // Several API instances may start together on one PostgreSQL: only one seeds at a time.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(724011)`);
    await seedReferenceData(tx);
    const { count } = onlyRow(await tx.select({ count: sql<number>`count(*)::int` }).from(companies));
    if (count > 0) return false;
    await seedDemoCompany(tx, passwordHash);
    return true;
  });
}
