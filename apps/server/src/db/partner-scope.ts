import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type TransactionSettings,
} from 'kysely';

/**
 * What a connection must be set to before a statement runs on it (docs/decisions/050): the partner whose
 * rows it may see (row-level security reads `app.partner_id`) and, once the server serves, the role it
 * serves as (one without the rights to bypass those policies).
 */
export interface ConnectionScope {
  /** The partner of the work that checks the connection out; undefined: none (the query sees no row). */
  partner(): number | undefined;
  /** The role to serve as; undefined: the role that connected. */
  role(): string | undefined;
  /** Told after every commit (the live outbox's relay wakes on it). */
  committed?(): void;
}

/** The one statement that sets a connection to a scope: the role first, as the partner setting is the role's. */
export function scopeStatement(role: string | undefined, partner: number | undefined): CompiledQuery {
  const partnerText = partner === undefined ? '' : String(partner);
  return role === undefined
    ? CompiledQuery.raw(`select set_config('app.partner_id', $1, false)`, [partnerText])
    : CompiledQuery.raw(`select set_config('role', $1, false), set_config('app.partner_id', $2, false)`, [
        role,
        partnerText,
      ]);
}

/** The scope a connection was last set to, as `scopeStatement` sets it. */
export const scopeKey = (role: string | undefined, partner: number | undefined) =>
  `${role ?? ''}|${partner ?? ''}`;

/**
 * A driver that sets every connection it hands out to the scope of the work checking it out — the
 * partner, or none — before any statement of that work: at checkout, not per transaction, so a
 * transaction or a lone statement costs no extra round trip unless the connection last served another
 * scope. Session-level, and set at every checkout (to "no partner" when the work has none), so a pooled
 * connection never carries a previous checkout's partner into the next one.
 */
class ScopedDriver implements Driver {
  private readonly applied = new WeakMap<DatabaseConnection, string>();

  constructor(
    protected readonly innerDriver: Driver,
    private readonly scope: ConnectionScope,
  ) {}

  init() {
    return this.innerDriver.init();
  }

  async acquireConnection() {
    const connection = await this.innerDriver.acquireConnection();
    const role = this.scope.role();
    const partner = this.scope.partner();
    const key = scopeKey(role, partner);
    const before = this.applied.get(connection);
    if (before === key) return connection;
    this.applied.set(connection, key);
    const setting = connection.executeQuery(scopeStatement(role, partner));
    // Only the partner changes (the role is the one set before): queued ahead of the work's first
    // statement on this connection, which runs after it, without waiting for its answer. A text setting
    // of the session cannot fail on a live connection; on a lost one the work's statement fails too.
    if (before !== undefined && before.startsWith(`${role ?? ''}|`)) {
      setting.catch(() => this.applied.delete(connection));
      return connection;
    }
    // A new connection, or a new role: its answer first (a role not taken must stop the work).
    try {
      await setting;
    } catch (err) {
      this.applied.delete(connection);
      await this.innerDriver.releaseConnection(connection);
      throw err;
    }
    return connection;
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    return this.innerDriver.beginTransaction(connection, settings);
  }
  async commitTransaction(connection: DatabaseConnection) {
    await this.innerDriver.commitTransaction(connection);
    this.scope.committed?.();
  }
  rollbackTransaction(connection: DatabaseConnection) {
    return this.innerDriver.rollbackTransaction(connection);
  }
  releaseConnection(connection: DatabaseConnection) {
    return this.innerDriver.releaseConnection(connection);
  }
  destroy() {
    return this.innerDriver.destroy();
  }
}

/**
 * On the embedded database (one session the app and its owner share): a checkout as the role that
 * connected, the session's own, handed back as the serving role again. Partner setting untouched, so
 * the app's driver finds its connection as it left it.
 */
class OwnerDriver extends ScopedDriver {
  constructor(
    inner: Driver,
    private readonly serving: () => string | undefined,
  ) {
    super(inner, { partner: () => undefined, role: () => undefined });
  }

  override async acquireConnection() {
    const connection = await this.innerDriver.acquireConnection();
    await connection.executeQuery(CompiledQuery.raw(`select set_config('role', 'none', false)`));
    return connection;
  }

  override async releaseConnection(connection: DatabaseConnection) {
    const role = this.serving();
    try {
      if (role)
        await connection.executeQuery(CompiledQuery.raw(`select set_config('role', $1, false)`, [role]));
    } finally {
      await this.innerDriver.releaseConnection(connection);
    }
  }
}

const withDriver = (dialect: Dialect, createDriver: () => Driver): Dialect => ({
  createAdapter: () => dialect.createAdapter(),
  createIntrospector: (db) => dialect.createIntrospector(db),
  createQueryCompiler: () => dialect.createQueryCompiler(),
  createDriver,
});

/** `dialect`, its connections set to `scope` at every checkout. */
export const scopedDialect = (dialect: Dialect, scope: ConnectionScope): Dialect =>
  withDriver(dialect, () => new ScopedDriver(dialect.createDriver(), scope));

/** `dialect` over the embedded database's one session, as its owner (see `OwnerDriver`). */
export const ownerDialect = (dialect: Dialect, serving: () => string | undefined): Dialect =>
  withDriver(dialect, () => new OwnerDriver(dialect.createDriver(), serving));
