/**
 * The contract's operation table, read from openapi.yaml's `paths`: method, path template, operationId
 * and the role its `security` requires. Both HTTP adapters route through the request validator, which
 * matches on this same table, so adding an operation takes the contract and its service handler only.
 */
import type { OperationId, OperationRole } from '../backend/operations';
import { compileDocument, type OpenApiDocument } from './document';

export interface ContractOperation {
  operationId: OperationId;
  /** Upper case (`GET`). */
  method: string;
  /** The path template relative to the API base (`/admin/clients/{client_id}`). */
  template: string;
  role: OperationRole;
}

export function contractOperations(document: OpenApiDocument): ContractOperation[] {
  return compileDocument(document).operations.map((op) => ({
    operationId: op.operationId as OperationId,
    method: op.method,
    template: op.template,
    role: op.security,
  }));
}

/** operationId → role, as the contract's `security` declares it. */
export function operationRoles(document: OpenApiDocument): Record<OperationId, OperationRole> {
  return Object.fromEntries(contractOperations(document).map((op) => [op.operationId, op.role])) as Record<
    OperationId,
    OperationRole
  >;
}
