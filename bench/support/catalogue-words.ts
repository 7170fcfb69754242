// Words the scale benchmarks build model titles, descriptions and tags from: the kinds of things
// people share as 3D models, so searches hit realistic numbers of rows (a common noun matches a few
// thousand models in a million, a rare one a few hundred).

export const NOUNS = [
  'vase', 'planter', 'gear', 'bracket', 'hook', 'clip', 'box', 'lamp', 'shade', 'holder', 'stand', 'mount', 'case', 'cover',
  'knob', 'handle', 'hinge', 'spool', 'organizer', 'tray', 'bowl', 'cup', 'mug', 'coaster', 'frame', 'sign', 'badge', 'keychain',
  'whistle', 'dice', 'chess', 'pawn', 'rook', 'knight', 'bishop', 'castle', 'tower', 'bridge', 'temple', 'gopuram', 'stupa',
  'elephant', 'tiger', 'peacock', 'cobra', 'dragon', 'robot', 'mech', 'spaceship', 'rocket', 'drone', 'propeller', 'wheel',
  'tyre', 'rickshaw', 'scooter', 'bicycle', 'car', 'truck', 'tractor', 'train', 'locomotive', 'boat', 'ship', 'anchor',
  'helmet', 'mask', 'crown', 'ring', 'pendant', 'earring', 'bangle', 'bead', 'button', 'buckle', 'zipper', 'spacer', 'washer',
  'nut', 'bolt', 'screw', 'pulley', 'sprocket', 'chain', 'bearing', 'shaft', 'coupler', 'adapter', 'nozzle', 'funnel', 'pipe',
  'valve', 'fan', 'duct', 'vent', 'grille', 'enclosure', 'housing', 'bezel', 'dial', 'clock', 'watch', 'calendar', 'ruler',
  'protractor', 'stencil', 'cookie', 'cutter', 'mould', 'stamp', 'rangoli', 'diya', 'kolam', 'idol', 'ganesha', 'buddha',
  'nataraja', 'figurine', 'bust', 'statue', 'miniature', 'terrain', 'dungeon', 'wall', 'door', 'window', 'pillar', 'arch',
  'staircase', 'chair', 'table', 'shelf', 'drawer', 'cabinet', 'bench', 'stool', 'desk', 'bed', 'sofa', 'tumbler', 'bottle',
  'cap', 'lid', 'spout', 'kettle', 'teapot', 'pot', 'pan', 'spatula', 'spoon', 'fork', 'knife', 'comb', 'brush', 'toothbrush',
  'soap', 'dish', 'phone', 'tablet', 'laptop', 'keyboard', 'keycap', 'mouse', 'headphone', 'speaker', 'microphone', 'camera',
  'lens', 'tripod', 'gimbal', 'battery', 'charger', 'cable', 'socket', 'switch', 'plug', 'sensor', 'antenna', 'satellite',
  'planet', 'moon', 'star', 'skull', 'bone', 'heart', 'hand', 'foot', 'tooth', 'shell', 'leaf', 'flower', 'lotus', 'tree',
  'cactus', 'mushroom', 'fossil', 'dinosaur', 'owl', 'parrot', 'cat', 'dog', 'horse', 'cow', 'fish', 'turtle', 'frog',
] as const;

export const ADJECTIVES = [
  'spiral', 'twisted', 'hexagonal', 'round', 'square', 'low poly', 'articulated', 'modular', 'parametric', 'compact', 'foldable',
  'stackable', 'wall', 'desk', 'heavy duty', 'mini', 'giant', 'hollow', 'solid', 'vintage', 'retro', 'modern', 'classic',
  'decorative', 'functional', 'printable', 'snap fit', 'press fit', 'threaded', 'magnetic', 'sliding', 'rotating', 'flexible',
  'rugged', 'ventilated', 'waterproof', 'lightweight', 'reinforced', 'curved', 'faceted', 'voronoi', 'geometric', 'organic',
  'ornate', 'carved', 'minimal', 'chunky', 'slim', 'tall', 'wide', 'double', 'triple', 'tiny', 'festival', 'mysore', 'chettinad',
  'kerala', 'bengaluru', 'channapatna',
] as const;

export const TAGS = [
  'pla', 'petg', 'abs', 'tpu', 'resin', 'no supports', 'supports', 'multicolor', 'vase mode', 'print in place', 'calibration',
  'gift', 'kids', 'education', 'stem', 'cosplay', 'tabletop', 'wargaming', 'rpg', 'home', 'kitchen', 'garden', 'office',
  'workshop', 'repair', 'replacement', 'spare part', 'automotive', 'bike', 'electronics', 'arduino', 'raspberry pi', 'esp32',
  'camera', 'drone', 'rc', 'robotics', 'mechanical', 'engineering', 'cad', 'fusion360', 'openscad', 'blender', 'sculpt',
  'low poly', 'game asset', 'architecture', 'jewellery', 'fashion', 'art', 'diwali', 'ganesh chaturthi', 'onam', 'pongal',
  'holi', 'christmas', 'halloween', 'wedding', 'pooja', 'temple', 'heritage', 'india', 'karnataka', 'bengaluru', 'desk toy',
  'fidget', 'puzzle', 'organizer', 'storage', 'wall art', 'lamp', 'lighting', 'planter', 'pet', 'medical', 'accessibility',
] as const;

export const MAKERS_FIRST = [
  'Aarav', 'Aditi', 'Akash', 'Ananya', 'Arjun', 'Bhavana', 'Chetan', 'Deepa', 'Divya', 'Farhan', 'Gauri', 'Harsha', 'Ishaan',
  'Jyothi', 'Karthik', 'Kavya', 'Lakshmi', 'Manoj', 'Meera', 'Nikhil', 'Nisha', 'Pooja', 'Pradeep', 'Priya', 'Rahul', 'Ramya',
  'Ravi', 'Rohan', 'Sahana', 'Sanjay', 'Shreya', 'Siddharth', 'Sneha', 'Suresh', 'Tanvi', 'Uday', 'Varun', 'Vidya', 'Yash', 'Zoya',
] as const;

export const MAKERS_LAST = [
  'Rao', 'Iyer', 'Reddy', 'Nair', 'Shetty', 'Gowda', 'Hegde', 'Kamath', 'Bhat', 'Menon', 'Pillai', 'Sharma', 'Verma', 'Gupta',
  'Khan', 'Das', 'Joshi', 'Kulkarni', 'Patil', 'Naidu', 'Murthy', 'Prasad', 'Krishnan', 'Subramanian', 'Fernandes', "D'Souza",
] as const;
