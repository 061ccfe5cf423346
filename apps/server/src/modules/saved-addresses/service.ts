import type { savedAddressBody } from '@quan/domain'
import { MAX_SAVED_ADDRESSES, type SavedAddress } from '@quan/domain'
import type { z } from 'zod'
import type { ShopContext } from '../../context'
import type { CustomerAddressTable } from '../../db/schema'
import { conflict, notFound } from '../../lib/errors'
import { newId } from '../../lib/ids'
import {
  addressOf,
  addressesOf,
  clearDefault,
  countAddresses,
  deleteAddress,
  insertAddress,
  lockCustomer,
  updateAddress,
} from './repo'

// A customer's saved delivery addresses (issue 24 §3). Every call is scoped to the signed-in
// customer: an id of another customer's address is answered as an unknown one, a 404.

type Body = z.output<typeof savedAddressBody>

const NOT_FOUND = 'Address not found'

function toAnswer(row: CustomerAddressTable): SavedAddress {
  return {
    _id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    street: row.street,
    city: row.city,
    state: row.state,
    zipcode: row.zipcode,
    country: row.country,
    phone: row.phone,
    ...(row.email ? { email: row.email } : {}),
    isDefault: row.is_default === 1,
  }
}

function columnsOf(body: Body) {
  return {
    first_name: body.firstName,
    last_name: body.lastName,
    street: body.street,
    city: body.city,
    state: body.state,
    zipcode: body.zipcode,
    country: body.country,
    phone: body.phone,
    email: body.email ?? null,
  }
}

export async function savedAddresses(ctx: ShopContext, userId: string): Promise<SavedAddress[]> {
  return (await addressesOf(ctx.db, userId)).map(toAnswer)
}

export async function addSavedAddress(ctx: ShopContext, userId: string, body: Body) {
  await ctx.db.transaction().execute(async (trx) => {
    if (ctx.engine === 'postgres') await lockCustomer(trx, userId)
    const count = await countAddresses(trx, userId)
    if (count >= MAX_SAVED_ADDRESSES) {
      throw conflict(
        'TOO_MANY_SAVED_ADDRESSES',
        `You can keep at most ${MAX_SAVED_ADDRESSES} addresses. Please remove one first.`,
        { maxAddresses: MAX_SAVED_ADDRESSES },
      )
    }
    // The first address is the default, so a list with addresses always has one.
    const isDefault = count === 0 || body.makeDefault === true
    if (isDefault) await clearDefault(trx, userId)
    await insertAddress(trx, {
      id: newId(),
      user_id: userId,
      ...columnsOf(body),
      is_default: isDefault ? 1 : 0,
      created_at: ctx.clock.now().toISOString(),
    })
  })
  return savedAddresses(ctx, userId)
}

export async function updateSavedAddress(ctx: ShopContext, userId: string, id: string, body: Body) {
  await ctx.db.transaction().execute(async (trx) => {
    const row = await addressOf(trx, userId, id)
    if (!row) throw notFound('SAVED_ADDRESS_NOT_FOUND', NOT_FOUND)
    // The default stays the default: another one becomes it by being made so.
    const makeDefault = body.makeDefault === true && row.is_default !== 1
    if (makeDefault) await clearDefault(trx, userId)
    await updateAddress(trx, userId, id, {
      ...columnsOf(body),
      ...(makeDefault ? { is_default: 1 } : {}),
    })
  })
  return savedAddresses(ctx, userId)
}

export async function makeDefaultAddress(ctx: ShopContext, userId: string, id: string) {
  await ctx.db.transaction().execute(async (trx) => {
    const row = await addressOf(trx, userId, id)
    if (!row) throw notFound('SAVED_ADDRESS_NOT_FOUND', NOT_FOUND)
    if (row.is_default === 1) return
    await clearDefault(trx, userId)
    await updateAddress(trx, userId, id, { is_default: 1 })
  })
  return savedAddresses(ctx, userId)
}

export async function removeSavedAddress(ctx: ShopContext, userId: string, id: string) {
  await ctx.db.transaction().execute(async (trx) => {
    if (ctx.engine === 'postgres') await lockCustomer(trx, userId)
    const row = await addressOf(trx, userId, id)
    if (!row) throw notFound('SAVED_ADDRESS_NOT_FOUND', NOT_FOUND)
    await deleteAddress(trx, userId, id)
    // The default gone, the oldest left takes its place.
    if (row.is_default === 1) {
      const [next] = await addressesOf(trx, userId)
      if (next) await updateAddress(trx, userId, next.id, { is_default: 1 })
    }
  })
  return savedAddresses(ctx, userId)
}
