<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.8" tiledversion="1.8.2" name="terrain-pointy" tilewidth="62" tileheight="72" tilecount="10" columns="10">
 <grid orientation="orthogonal" width="62" height="72"/>
 <image source="terrain-pointy.png" width="620" height="72"/>
 <tile id="0">
  <properties>
   <property name="terrain" propertytype="Terrain" value="fairway"/>
  </properties>
 </tile>
 <tile id="1">
  <properties>
   <property name="terrain" propertytype="Terrain" value="rough"/>
  </properties>
 </tile>
 <tile id="2">
  <properties>
   <property name="terrain" propertytype="Terrain" value="sand"/>
  </properties>
 </tile>
 <tile id="3">
  <properties>
   <property name="terrain" propertytype="Terrain" value="trees"/>
  </properties>
 </tile>
 <tile id="4">
  <properties>
   <property name="terrain" propertytype="Terrain" value="water"/>
  </properties>
 </tile>
 <tile id="5">
  <properties>
   <property name="terrain" propertytype="Terrain" value="green"/>
  </properties>
 </tile>
 <tile id="6">
  <properties>
   <property name="terrain" propertytype="Terrain" value="tee"/>
  </properties>
 </tile>
 <tile id="7">
  <properties>
   <property name="terrain" propertytype="Terrain" value="dense_grass"/>
  </properties>
 </tile>
 <tile id="8">
  <properties>
   <property name="terrain" propertytype="Terrain" value="puddle"/>
  </properties>
 </tile>
 <tile id="9">
  <properties>
   <property name="terrain" propertytype="Terrain" value="ice"/>
  </properties>
 </tile>
</tileset>
