import { isAdminUser } from '../../shared/constants/roles';
import type { MakeItem, MakePhoto } from '../../shared/contracts/makes/make-shapes';
import { makes, models, users } from '../db/schema';
import type { Viewer } from '../policies';
import { authorName } from '../community';

/** The columns a make is shown from: its row, its model's title, and its maker's name and picture. */
export const makeColumns = {
  id: makes.id,
  modelId: makes.modelId,
  userId: makes.userId,
  printer: makes.printer,
  material: makes.material,
  layerHeightUm: makes.layerHeightUm,
  infillPercent: makes.infillPercent,
  supports: makes.supports,
  comment: makes.comment,
  rating: makes.rating,
  photos: makes.photos,
  createdAt: makes.createdAt,
  modelTitle: models.title,
  displayName: users.displayName,
  username: users.username,
  photoURL: users.photoURL,
};

export interface MakeViewRow {
  id: string;
  modelId: string;
  userId: string;
  printer: string;
  material: string;
  layerHeightUm: number;
  infillPercent: number;
  supports: boolean;
  comment: string;
  rating: number | null;
  photos: MakePhoto[];
  createdAt: Date;
  modelTitle: string;
  displayName: string;
  username: string | null;
  photoURL: string | null;
}

export function makePhotoFileName(makeId: string, photoId: string, width: number): string {
  return `${makeId}-${photoId}-${width}.webp`;
}

export function makePhotoUrl(userId: string, makeId: string, photoId: string, width: number): string {
  return `/media/makes/${userId}/${makePhotoFileName(makeId, photoId, width)}`;
}

/** A row as the galleries show it: the maker or an admin may delete it. */
export function toMakeItem(row: MakeViewRow, viewer: Viewer): MakeItem {
  return {
    id: row.id,
    modelId: row.modelId,
    modelTitle: row.modelTitle,
    maker: { uid: row.userId, displayName: authorName(row), photoURL: row.photoURL },
    printer: row.printer,
    material: row.material,
    layerHeightMm: row.layerHeightUm / 1000,
    infillPercent: row.infillPercent,
    supports: row.supports,
    comment: row.comment,
    rating: row.rating,
    photos: row.photos.map((photo) => ({
      id: photo.id,
      width: photo.width,
      height: photo.height,
      urls: photo.widths.map((width) => ({ width, url: makePhotoUrl(row.userId, row.id, photo.id, width) })),
    })),
    createdAt: row.createdAt.toISOString(),
    canDelete: viewer !== null && (viewer.id === row.userId || isAdminUser(viewer)),
  };
}
