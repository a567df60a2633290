<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.8" tiledversion="1.8.2" name="objects" tilewidth="56" tileheight="56" tilecount="9" columns="9" objectalignment="center">
 <image source="objects.png" width="504" height="56"/>
 <tile id="0" type="hole"/>
 <tile id="1" type="flag"/>
 <tile id="2" type="green"/>
 <tile id="3" type="tee"/>
 <tile id="4" type="stump"/>
 <tile id="5" type="rock"/>
 <tile id="6" type="mushroom"/>
 <tile id="7" type="mole_hole"/>
 <tile id="8" type="flat_obstacle"/>
</tileset>
