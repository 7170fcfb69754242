import type { Mesh } from '../mesh/mesh';
import { box, cone, cylinder, sphere } from '../mesh/primitives';
import { merge, rotate, scale, translate } from '../mesh/transform';
import { createRandom } from '../prng';

/** A cylinder lying along Y, its end faces looking at the viewer (−Y). */
function facing(radius: number, length: number, segments = 24): Mesh {
  return rotate(cylinder(radius, length, segments), 'x', 90);
}

/**
 * A chunky low-poly robot toy assembled from primitives that overlap where they join, about
 * 90–130 mm tall. The seed picks proportions, head, legs and details, so every seed is a new robot.
 */
export function robot(seed: number): Mesh {
  const rnd = createRandom(seed);
  const parts: Mesh[] = [];
  const bodyW = rnd.range(34, 46), bodyD = rnd.range(22, 28), bodyH = rnd.range(34, 44);
  const wheels = rnd.next() < 0.35;
  const legH = wheels ? 14 : rnd.range(20, 30);
  const hipZ = legH;

  if (wheels) {
    // A wheeled base: an axle block and two wheels either side.
    parts.push(translate(box(bodyW * 0.7, bodyD * 0.8, legH + 2), 0, 0, 0.5));
    for (const side of [-1, 1]) {
      const wheel = rotate(cylinder(legH * 0.62, 8, 32), 'y', 90);
      parts.push(translate(wheel, side > 0 ? bodyW * 0.35 - 1 : -bodyW * 0.35 - 7, 0, legH * 0.62));
    }
  } else {
    const legW = bodyW * rnd.range(0.22, 0.3);
    for (const side of [-1, 1]) {
      const x = side * bodyW * 0.26;
      parts.push(translate(box(legW + 4, bodyD * 0.85, 6), x, -1.5, 0)); // foot
      parts.push(translate(box(legW, legW * 0.9, legH), x, 0, 4));
    }
  }
  parts.push(translate(box(bodyW, bodyD, bodyH), 0, 0, hipZ));
  // Chest panel and buttons stand a little proud of the front.
  const chestZ = hipZ + bodyH * 0.45;
  parts.push(translate(box(bodyW * 0.6, 3, bodyH * 0.4), 0, -bodyD / 2 - 1, chestZ));
  const buttons = rnd.int(2, 4);
  for (let b = 0; b < buttons; b++) {
    const x = (b - (buttons - 1) / 2) * (bodyW * 0.5 / buttons);
    parts.push(translate(facing(2.2, 4, 16), x, -bodyD / 2 - 1.5, chestZ + bodyH * 0.2));
  }
  // Arms hang from shoulder balls, a little forward or raised depending on the seed.
  const armLen = bodyH * rnd.range(0.7, 0.95), armR = rnd.range(3.5, 5);
  const wave = rnd.next() < 0.4;
  for (const side of [-1, 1]) {
    const shoulder = { x: side * (bodyW / 2 + armR * 0.6), z: hipZ + bodyH - armR * 1.6 };
    parts.push(translate(sphere(armR * 1.5, 24, 12), shoulder.x, 0, shoulder.z));
    // Degrees about Y: small outward swing, or the right arm raised in a wave.
    const tilt = side > 0 && wave ? -150 : side * -12;
    const arm = rotate(translate(cylinder(armR, armLen, 20), 0, 0, -armLen), 'y', tilt);
    parts.push(translate(arm, shoulder.x, 0, shoulder.z));
    const t = (tilt * Math.PI) / 180;
    parts.push(translate(sphere(armR * 1.35, 20, 10), shoulder.x - armLen * Math.sin(t), 0, shoulder.z - armLen * Math.cos(t)));
  }
  // Neck and head.
  const neckZ = hipZ + bodyH - 1;
  parts.push(translate(cylinder(bodyW * 0.14, 7, 24), 0, 0, neckZ));
  const headZ = neckZ + 5;
  const headW = bodyW * rnd.range(0.7, 0.95), headH = rnd.range(20, 28), headD = bodyD * 0.95;
  const dome = rnd.next() < 0.4;
  if (dome) {
    parts.push(translate(scale(cylinder(headW / 2, headH * 0.6, 40), 1, headD / headW, 1), 0, 0, headZ));
    // Sunk a little into the cylinder so the dome's rim never lands on the cylinder's top edge.
    parts.push(translate(scale(sphere(headW / 2 - 0.3, 48, 20), 1, headD / headW, 0.7), 0, 0, headZ + headH * 0.6 - 0.8));
  } else {
    parts.push(translate(box(headW, headD, headH), 0, 0, headZ));
  }
  const eyeR = headW * rnd.range(0.1, 0.15);
  for (const side of [-1, 1]) {
    parts.push(translate(facing(eyeR, 4, 24), side * headW * 0.22, -headD / 2 + 1.5, headZ + headH * 0.45));
  }
  parts.push(translate(box(headW * 0.4, 2.5, 2.5), 0, -headD / 2 - 0.5, headZ + headH * 0.15)); // mouth
  // Antenna or ear bolts.
  const top = headZ + headH * (dome ? 0.6 + 0.7 * 0.5 : 1);
  if (rnd.next() < 0.6) {
    parts.push(translate(cylinder(1.2, 12, 12), 0, 0, top - 2));
    parts.push(translate(sphere(3, 16, 8), 0, 0, top + 11));
  } else {
    for (const side of [-1, 1]) parts.push(translate(rotate(cone(5, 3, 5, 6), 'y', side * 90), side * (headW / 2 - 1), 0, headZ + headH * 0.5));
  }
  return merge(...parts);
}
